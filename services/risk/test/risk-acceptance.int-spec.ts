import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  RISK_MESSAGES,
  SUBJECTS,
  addDays,
  type RiskAcceptanceDto,
  type RiskAcceptanceSummaryDto,
  type RiskDetailView,
  type RiskView,
} from '@rtm/contracts';
import { AcceptanceExpiryJob } from '../src/acceptance/acceptance-expiry.job.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Issue 25: an approved acceptance past its last day expires by the service's own job, in one transaction with the
 * risk's move back under review and the events (the outbox publishes them whether or not anyone listens).
 */
describe('acceptance expiry', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let executive: TestUser;
  let department: { id: number; name: string };

  beforeAll(async () => {
    app = await RiskTestApp.start('acceptexpiry');
    owner = await app.user('manager');
    executive = await app.user('executive');
    department = await app.department('Treasury');
  });

  afterAll(async () => {
    await app?.stop();
  });

  const accepted = async (title: string) => {
    const risk = await app.send<RiskView>(SUBJECTS.risk.risksCreate, {
      title,
      riskType: 'financial',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    await app.send<RiskAcceptanceDto>(
      SUBJECTS.risk.acceptanceRequest,
      { id: risk.id, justification: 'Insured for the whole loss', expiresOn: addDays(today(), 30) },
      owner,
    );
    await app.send(SUBJECTS.risk.acceptanceDecide, { id: risk.id, decision: 'approve' }, executive);
    return risk;
  };

  it('expires an approved acceptance past its last day once, and sends the risk back under review', async () => {
    const due = await accepted('FX exposure');
    const standing = await accepted('Card fraud');
    // Its last day was yesterday (the request refuses a past date; the clock moved on).
    await app.orm.em
      .fork()
      .execute(`update ${app.config.RISK_SCHEMA}.risk_acceptance set expires_on = ? where risk_id = ?`, [addDays(today(), -1), due.id]);

    const job = app.risk.get(AcceptanceExpiryJob);
    await job.run();
    await job.run(); // a second round (or a second instance) finds nothing left to expire

    const after = await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: due.id });
    expect(after).toMatchObject({ status: 'under_review', acceptance: { status: 'expired', decidedBy: null } });
    expect(await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: standing.id })).toMatchObject({
      status: 'accepted',
      acceptance: { status: 'approved' },
    });
    const events = (await app.events()).filter((e) => e.entity.id === due.id);
    expect(events.filter((e) => e.type === 'risk_acceptance_expired')).toHaveLength(1);
    const expired = events.find((e) => e.type === 'risk_acceptance_expired')!;
    expect(expired.actor).toBeNull();
    expect(
      events.filter((e) => e.type === 'risk_updated').map((e) => (e.data as { changes: { status?: unknown } }).changes.status),
    ).toContainEqual({
      from: 'accepted',
      to: 'under_review',
    });
    expect(await app.count('risk_history', "risk_id = ? and action = 'updated' and changed_by is null", [due.id])).toBe(1);
  });

  it('refuses a request when no one else could approve it', async () => {
    const risk = await app.send<RiskView>(SUBJECTS.risk.risksCreate, {
      title: 'Lone approver',
      riskType: 'financial',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    await app.changeRole(executive, 'manager'); // the admin is then the only approver
    try {
      await expect(
        app.send(
          SUBJECTS.risk.acceptanceRequest,
          { id: risk.id, justification: 'Nobody else to ask', expiresOn: addDays(today(), 10) },
          app.admin,
        ),
      ).rejects.toMatchObject({ status: 409, message: RISK_MESSAGES.noOtherApprover });
    } finally {
      await app.changeRole(executive, 'executive');
    }
  });

  it('counts the dashboard cards: requests awaiting the user’s decision (not their own), approvals ending soon, unapproved ones', async () => {
    const summary = (who: TestUser) => app.send<RiskAcceptanceSummaryDto>(SUBJECTS.risk.acceptanceSummary, {}, who);
    const before = { executive: await summary(executive), admin: await summary(app.admin), owner: await summary(owner) };
    const requested = await app.send<RiskView>(SUBJECTS.risk.risksCreate, {
      title: 'Counted request',
      riskType: 'financial',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    await app.send(
      SUBJECTS.risk.acceptanceRequest,
      { id: requested.id, justification: 'Asked by the system admin', expiresOn: addDays(today(), 60) },
      app.admin,
    );
    await accepted('Ends soon'); // 30 days: within the window
    const unapproved = await app.send<RiskView>(SUBJECTS.risk.risksCreate, {
      title: 'Accepted by a manager',
      riskType: 'financial',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    await app.send(SUBJECTS.risk.risksUpdate, { id: unapproved.id, status: 'accepted' }, owner);

    const after = { executive: await summary(executive), admin: await summary(app.admin), owner: await summary(owner) };
    // The admin's own request is not theirs to decide; the unapproved one is.
    expect(after.executive.awaitingYourDecision - before.executive.awaitingYourDecision).toBe(2);
    expect(after.admin.awaitingYourDecision - before.admin.awaitingYourDecision).toBe(1);
    expect(after.owner.awaitingYourDecision).toBe(0); // a manager decides none
    for (const who of ['executive', 'admin', 'owner'] as const) {
      expect(after[who].expiringSoon - before[who].expiringSoon).toBe(1);
      expect(after[who].acceptedWithoutApproval - before[who].acceptedWithoutApproval).toBe(1);
    }
  });
});
