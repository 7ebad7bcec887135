import { describe, expect, it } from '@jest/globals';
import type { Actor } from '../common/rpc.js';
import { mayDecideAcceptance, mayRequestAcceptance, mayWithdrawAcceptance } from './acceptance-policy.js';

const actor = (id: string, role: Actor['role']): Actor => ({ id, role }) as Actor;
const risk = { ownerId: 'owner' };

describe('acceptance policy (issue 25)', () => {
  it('lets the owner, a manager or a system admin request, not another team member or an executive', () => {
    expect(mayRequestAcceptance(actor('owner', 'team_member'), risk)).toBe(true);
    expect(mayRequestAcceptance(actor('m', 'manager'), risk)).toBe(true);
    expect(mayRequestAcceptance(actor('a', 'system_admin'), risk)).toBe(true);
    expect(mayRequestAcceptance(actor('t', 'team_member'), risk)).toBe(false);
    expect(mayRequestAcceptance(actor('e', 'executive'), risk)).toBe(false);
  });

  it('lets an executive or a system admin decide, never the requester', () => {
    expect(mayDecideAcceptance(actor('e', 'executive'), { requestedBy: 'm' })).toBe(true);
    expect(mayDecideAcceptance(actor('a', 'system_admin'), { requestedBy: 'm' })).toBe(true);
    expect(mayDecideAcceptance(actor('a', 'system_admin'), { requestedBy: 'a' })).toBe(false);
    expect(mayDecideAcceptance(actor('m', 'manager'), { requestedBy: 'x' })).toBe(false);
  });

  it('lets the requester alone withdraw a pending request, and approvers or the owner revoke a standing acceptance', () => {
    expect(mayWithdrawAcceptance(actor('m', 'manager'), { status: 'pending', requestedBy: 'm' }, risk)).toBe(true);
    expect(mayWithdrawAcceptance(actor('a', 'system_admin'), { status: 'pending', requestedBy: 'm' }, risk)).toBe(false);
    expect(mayWithdrawAcceptance(actor('e', 'executive'), { status: 'approved', requestedBy: 'm' }, risk)).toBe(true);
    expect(mayWithdrawAcceptance(actor('owner', 'manager'), { status: 'unapproved', requestedBy: 'm' }, risk)).toBe(true);
    expect(mayWithdrawAcceptance(actor('m', 'manager'), { status: 'approved', requestedBy: 'm' }, risk)).toBe(false);
  });
});
