import { describe, expect, it } from '@jest/globals';
import type { DomainEvent, RiskAcceptanceDto, RiskDto } from '@rtm/contracts';
import { lifecycleMail } from './risk-lifecycle-mails.js';

const APP = 'https://rtm.example.com';
const risk = { id: 'r1', riskId: 'RSK-2026-0042', title: 'Flooded server room', ownerId: 'owner' } as RiskDto;
const acceptance: RiskAcceptanceDto = {
  id: 'a1',
  status: 'pending',
  justification: 'Compensating controls',
  requestedBy: 'requester',
  requestedAt: '2026-05-01T10:00:00.000Z',
  expiresOn: '2026-12-31',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
};
const event = (type: string, data: unknown) => ({ id: 'e1', type, version: 1, data }) as DomainEvent;
const riskVariables = { riskId: 'RSK-2026-0042', riskTitle: 'Flooded server room', riskLink: `${APP}/risks/r1` };

describe('acceptance and appetite mails: which, to whom', () => {
  it('sends a request to the approvers (executives and system admins) but not to its requester', () => {
    expect(lifecycleMail(event('risk_acceptance_requested', { risk, acceptance }), APP)).toEqual({
      eventId: 'e1',
      type: 'acceptance_requested',
      riskId: 'r1',
      variables: { ...riskVariables, expiresOn: '2026-12-31', justification: 'Compensating controls' },
      userIds: [],
      roles: ['executive', 'system_admin'],
      approverOf: null,
      except: 'requester',
    });
  });

  it('tells the requester and the owner of a decision, not the approver who made it', () => {
    const approved = { ...acceptance, status: 'approved', decidedBy: 'approver', decisionComment: 'Until the move' } as const;
    expect(lifecycleMail(event('risk_accepted', { risk, acceptance: approved }), APP)).toMatchObject({
      type: 'acceptance_decided',
      variables: { ...riskVariables, expiresOn: '2026-12-31', approved: true, decisionComment: 'Until the move' },
      userIds: ['requester', 'owner'],
      roles: [],
      except: 'approver',
    });
    const rejected = { ...acceptance, status: 'rejected', decidedBy: 'approver' } as const;
    const mail = lifecycleMail(event('risk_acceptance_rejected', { risk, acceptance: rejected }), APP);
    expect(mail).toMatchObject({ type: 'acceptance_decided', userIds: ['requester', 'owner'], except: 'approver' });
    expect(mail?.variables).toEqual({ ...riskVariables, expiresOn: '2026-12-31', approved: false });
  });

  it('tells the owner and the approver of an expiry, the approver found from the acceptance', () => {
    const expired = { ...acceptance, status: 'expired', decidedBy: null } as const;
    expect(lifecycleMail(event('risk_acceptance_expired', { risk, acceptance: expired }), APP)).toMatchObject({
      type: 'acceptance_expired',
      riskId: 'r1',
      variables: { ...riskVariables, expiresOn: '2026-12-31' },
      userIds: ['owner'],
      roles: [],
      approverOf: 'a1',
      except: null,
    });
  });

  it('tells the executives of a risk outside appetite', () => {
    expect(lifecycleMail(event('risk_appetite_breached', { risk, assessedScore: 20, maxScore: 12 }), APP)).toMatchObject({
      type: 'appetite_breached',
      riskId: 'r1',
      variables: { ...riskVariables, assessedScore: 20, maxScore: 12 },
      userIds: [],
      roles: ['executive'],
    });
  });

  it('sums an appetite change up for the executives only when it took risks outside', () => {
    const sample = [{ id: 'r9', riskId: 'RSK-2026-0009', title: 'Fire', assessedScore: 25 }];
    expect(lifecycleMail(event('risk_appetite_changed', { changes: {}, breached: { count: 3, sample } }), APP)).toEqual({
      eventId: 'e1',
      type: 'appetite_breached_summary',
      riskId: null,
      variables: { riskLink: `${APP}/risks`, breachedCount: 3, risks: [{ riskId: 'RSK-2026-0009', title: 'Fire', assessedScore: 25 }] },
      userIds: [],
      roles: ['executive'],
      approverOf: null,
      except: null,
    });
    expect(lifecycleMail(event('risk_appetite_changed', { changes: {}, breached: { count: 0, sample: [] } }), APP)).toBeNull();
    expect(lifecycleMail(event('risk_appetite_changed', { changes: {} }), APP)).toBeNull();
  });

  it('sends nothing for a revoked acceptance', () => {
    expect(lifecycleMail(event('risk_acceptance_revoked', { risk, acceptance }), APP)).toBeNull();
  });
});
