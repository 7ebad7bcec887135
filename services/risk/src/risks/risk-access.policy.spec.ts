import { describe, expect, it } from '@jest/globals';
import type { Actor } from '@rtm/contracts';
import { riskPermissions } from './risk-access.policy.js';

const OWNER = '00000000-0000-4000-8000-000000000001';
const REPORTER = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const risk = { ownerId: OWNER, reportedBy: REPORTER, status: 'open' as const };
const as = (id: string, role: Actor['role']): Actor => ({ id, role });

describe(riskPermissions.name, () => {
  it('lets a system admin edit and delete any risk', () => {
    expect(riskPermissions(as(OTHER, 'system_admin'), risk)).toEqual({ canEdit: true, canDelete: true });
  });
  it('lets any manager edit but only the owner delete', () => {
    expect(riskPermissions(as(OTHER, 'manager'), risk)).toEqual({ canEdit: true, canDelete: false });
    expect(riskPermissions(as(OWNER, 'manager'), risk)).toEqual({ canEdit: true, canDelete: true });
  });
  it('lets the reporter edit only while the risk is open, and never delete', () => {
    expect(riskPermissions(as(REPORTER, 'team_member'), risk)).toEqual({ canEdit: true, canDelete: false });
    expect(riskPermissions(as(REPORTER, 'team_member'), { ...risk, status: 'under_review' })).toEqual({ canEdit: false, canDelete: false });
  });
  it('gives other team members and executives read access only', () => {
    expect(riskPermissions(as(OTHER, 'team_member'), risk)).toEqual({ canEdit: false, canDelete: false });
    expect(riskPermissions(as(OTHER, 'executive'), risk)).toEqual({ canEdit: false, canDelete: false });
    expect(riskPermissions(null, risk)).toEqual({ canEdit: false, canDelete: false });
  });
});
