import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_REVIEW_SETTINGS,
  RISK_MESSAGES,
  SUBJECTS,
  addDays,
  nextReviewDue,
  type DepartmentReviewsDto,
  type DomainEvent,
  type Page,
  type ReviewSettingsDto,
  type RiskDetailView,
  type RiskReviewDto,
  type RiskView,
  type SettingsChangedData,
} from '@rtm/contracts';
import { Clock } from '../src/common/clock.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const S = SUBJECTS.risk;
const DAY = 24 * 3600 * 1000;
/** The UTC day of an instant (the default MAIL_TIME_ZONE). */
const dayOf = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/**
 * Issue 26: reviews of risks. A review confirms, rescores or closes a risk in one transaction with the risk's change
 * (its history, kept counts and events), the review's row and risk_reviewed; the settings are audited as
 * settings_changed; the list's review filters and the department counts read the due days the rules give, counted from
 * dates set through the service's clock.
 */
describe('risk reviews', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let manager: TestUser;
  let member: TestUser;
  let executive: TestUser;
  let department: { id: number; name: string };
  let clock: Clock;
  const realNow = Clock.prototype.now;

  beforeAll(async () => {
    app = await RiskTestApp.start('reviews');
    owner = await app.user('manager');
    manager = await app.user('manager');
    member = await app.user('team_member');
    executive = await app.user('executive');
    department = await app.department('Facilities');
    clock = app.risk.get(Clock);
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Creates a risk as of `daysAgo` days ago by the service's clock. */
  const create = async (title: string, over: Record<string, unknown> = {}, daysAgo = 0, departmentId = department.id) => {
    clock.now = () => new Date(Date.now() - daysAgo * DAY);
    try {
      return await app.send<RiskView>(S.risksCreate, {
        title,
        riskType: 'operational',
        ownerId: owner.id,
        departmentIds: [departmentId],
        likelihood: 3,
        impact: 3,
        ...over,
      });
    } finally {
      clock.now = realNow;
    }
  };

  const review = (id: string, body: Record<string, unknown>, actor: TestUser = owner) =>
    app.send<RiskReviewDto>(S.reviewsCreate, { id, comment: 'Looked at it with the team', ...body }, actor);

  const eventsOf = async (id: string) => (await app.events()).filter((e) => e.entity.id === id);

  it('answers every risk with its next review due, from its creation by its level', async () => {
    const risk = await create('Loose cabling', { likelihood: 5, impact: 4 });
    expect(risk.lastReviewedAt).toBeNull();
    expect(risk.nextReviewDue).toBe(addDays(dayOf(risk.createdAt), 30));
    // The residual level when assessed: a high risk treated down to low is reviewed yearly.
    const treated = await app.send<RiskView>(S.risksUpdate, { id: risk.id, residualLikelihood: 1, residualImpact: 2 });
    expect(treated.nextReviewDue).toBe(nextReviewDue(dayOf(risk.createdAt), 'low', DEFAULT_REVIEW_SETTINGS));
    const detail = await app.send<RiskDetailView>(S.risksGet, { id: risk.id });
    const [listed] = (await app.send<Page<RiskView>>(S.risksList, { search: risk.riskId })).items;
    expect([detail.nextReviewDue, listed.nextReviewDue]).toEqual([treated.nextReviewDue, treated.nextReviewDue]);
    // The list's JSON, written by PostgreSQL, has the mapper's keys in the mapper's order.
    expect(Object.keys(listed)).toEqual(Object.keys(treated));
  });

  it('confirms a risk: its last review and next due day, the review with its reviewer, risk_reviewed and no change', async () => {
    const risk = await create('Generator maintenance', { likelihood: 3, impact: 3 }); // high: every 90 days
    const confirmed = await review(risk.id, { outcome: 'confirmed' });
    expect(confirmed).toMatchObject({
      riskId: risk.id,
      outcome: 'confirmed',
      comment: 'Looked at it with the team',
      reviewedById: owner.id,
      before: { likelihood: 3, impact: 3, residualLikelihood: null, residualImpact: null },
      after: { likelihood: 3, impact: 3, residualLikelihood: null, residualImpact: null },
      nextReviewDue: addDays(dayOf(confirmed.reviewedAt), 90),
    });
    const after = await app.send<RiskDetailView>(S.risksGet, { id: risk.id });
    expect(after).toMatchObject({ lastReviewedAt: confirmed.reviewedAt, nextReviewDue: confirmed.nextReviewDue, updatedAt: null });

    const listed = await app.send<Page<RiskReviewDto>>(S.reviewsList, { id: risk.id }, member);
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toEqual({ ...confirmed, reviewedBy: expect.objectContaining({ id: owner.id, firstName: owner.firstName }) });
    expect(Object.keys(listed.items[0])).toEqual([
      'id',
      'riskId',
      'outcome',
      'comment',
      'reviewedById',
      'reviewedBy',
      'reviewedAt',
      'before',
      'after',
      'nextReviewDue',
      'evidenceIds',
    ]);

    const events = await eventsOf(risk.id);
    expect(events.map((e) => e.type)).toEqual(['risk_created', 'risk_reviewed']);
    expect(events[1].data).toMatchObject({
      review: { id: confirmed.id, outcome: 'confirmed' },
      changes: {},
      risk: { lastReviewedAt: confirmed.reviewedAt },
    });
    expect(await app.count('risk_history', 'risk_id = ?', [risk.id])).toBe(1); // the creation's only
  });

  it('rescores a risk through the risks room: history, kept counts and events in the review’s transaction', async () => {
    const risk = await create('Roof leak', { likelihood: 4, impact: 4, residualLikelihood: 2, residualImpact: 2 });
    const cell = (l: number, i: number) => app.count('risk_matrix_count', 'likelihood = ? and impact = ? and risks > 0', [l, i]);
    const matrix = async () =>
      Number(
        (
          await app.orm.em
            .fork()
            .execute<{ n: number }[]>(
              `select coalesce(sum(risks), 0)::int as n from ${app.config.RISK_SCHEMA}.risk_matrix_count where likelihood = 2 and impact = 4`,
            )
        )[0].n,
      );
    const before = await matrix();
    const rescored = await review(risk.id, { outcome: 'rescored', likelihood: 2, residualLikelihood: 1 }, manager);
    expect(rescored).toMatchObject({
      outcome: 'rescored',
      reviewedById: manager.id,
      before: { likelihood: 4, impact: 4, residualLikelihood: 2, residualImpact: 2 },
      after: { likelihood: 2, impact: 4, residualLikelihood: 1, residualImpact: 2 },
      // Residual 1 x 2 = 2: low, reviewed yearly.
      nextReviewDue: addDays(dayOf(rescored.reviewedAt), 365),
    });
    expect(await matrix()).toBe(before + 1);
    expect(await cell(2, 4)).toBeGreaterThan(0);
    const history = await app.send<Page<{ action: string; changes: Record<string, unknown> }>>(S.historyList, { id: risk.id });
    expect(history.items[0]).toMatchObject({
      action: 'updated',
      changes: { likelihood: { from: 4, to: 2 }, residualLikelihood: { from: 2, to: 1 } },
    });

    const events = await eventsOf(risk.id);
    expect(events.map((e) => e.type)).toEqual(['risk_created', 'risk_updated', 'risk_assessed', 'risk_reviewed']);
    expect(events[3].data).toMatchObject({
      changes: { likelihood: { from: 4, to: 2 }, residualLikelihood: { from: 2, to: 1 } },
      risk: { likelihood: 2, riskScore: 8, lastReviewedAt: rescored.reviewedAt, nextReviewDue: rescored.nextReviewDue },
    });
    expect(events[1].data).toMatchObject({ risk: { lastReviewedAt: rescored.reviewedAt } });
  });

  it('refuses a rescore that changes nothing, breaks the residual rule, or scores sent with another outcome', async () => {
    const risk = await create('Lift outage', { likelihood: 3, impact: 3 });
    await expect(review(risk.id, { outcome: 'rescored' })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.reviewRescoreUnchanged,
    });
    await expect(review(risk.id, { outcome: 'rescored', likelihood: 3, impact: 3 })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.reviewRescoreUnchanged,
    });
    await expect(review(risk.id, { outcome: 'rescored', residualLikelihood: 4, residualImpact: 4 })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.residualAboveInherent,
    });
    await expect(review(risk.id, { outcome: 'rescored', residualLikelihood: 1 })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.residualIncomplete,
    });
    await expect(review(risk.id, { outcome: 'confirmed', impact: 2 })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.reviewScoresOnlyRescored,
    });
    await expect(review(risk.id, { outcome: 'approved' })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.reviewOutcomeInvalid,
    });
    await expect(review(risk.id, { outcome: 'confirmed', comment: '   ' })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.reviewCommentLength,
    });
    // Nothing was written by the refusals.
    expect(await app.count('risk_review', 'risk_id = ?', [risk.id])).toBe(0);
    expect(await app.count('risk', 'id = ? and last_reviewed_at is null', [risk.id])).toBe(1);
  });

  it('lets the owner, a manager or a system admin review, and no one else', async () => {
    const risk = await create('Badge readers', {});
    await expect(review(risk.id, { outcome: 'confirmed' }, member)).rejects.toMatchObject({
      status: 403,
      message: RISK_MESSAGES.forbiddenReview,
    });
    await expect(review(risk.id, { outcome: 'confirmed' }, executive)).rejects.toMatchObject({
      status: 403,
      message: RISK_MESSAGES.forbiddenReview,
    });
    await expect(review(risk.id, { outcome: 'confirmed' }, app.admin)).resolves.toMatchObject({ reviewedById: app.admin.id });
    await expect(review('8d7c2f4e-0000-4000-8000-000000000000', { outcome: 'confirmed' })).rejects.toMatchObject({
      status: 404,
      message: RISK_MESSAGES.riskNotFound,
    });
    await expect(app.send(S.reviewsList, { id: '8d7c2f4e-0000-4000-8000-000000000000' }, member)).rejects.toMatchObject({ status: 404 });
  });

  it('closes a risk through the same path, and refuses to review a closed risk', async () => {
    const risk = await create('Old boiler', { likelihood: 2, impact: 2 });
    const closed = await review(risk.id, { outcome: 'closed', comment: 'Boiler replaced' });
    expect(closed).toMatchObject({ outcome: 'closed', nextReviewDue: null });
    expect(await app.send<RiskDetailView>(S.risksGet, { id: risk.id })).toMatchObject({ status: 'closed', nextReviewDue: null });
    const events = await eventsOf(risk.id);
    expect(events.map((e) => e.type)).toEqual(['risk_created', 'risk_closed', 'risk_reviewed']);
    expect(events[2].data).toMatchObject({ changes: { status: { from: 'open', to: 'closed' } } });
    await expect(review(risk.id, { outcome: 'confirmed' })).rejects.toMatchObject({ status: 409, message: RISK_MESSAGES.reviewClosedRisk });
  });

  it('audits a change of the settings as settings_changed with the changed fields’ old and new values', async () => {
    expect(await app.send<ReviewSettingsDto>(S.reviewSettingsGet, {})).toEqual(DEFAULT_REVIEW_SETTINGS);
    await expect(app.send(S.reviewSettingsGet, {}, manager)).rejects.toMatchObject({ status: 403 });
    await expect(app.send(S.reviewSettingsReplace, DEFAULT_REVIEW_SETTINGS, manager)).rejects.toMatchObject({ status: 403 });
    await expect(
      app.send(S.reviewSettingsReplace, { ...DEFAULT_REVIEW_SETTINGS, intervalDays: { ...DEFAULT_REVIEW_SETTINGS.intervalDays, low: 0 } }),
    ).rejects.toMatchObject({ status: 400, message: RISK_MESSAGES.reviewIntervalRange });
    await expect(app.send(S.reviewSettingsReplace, { ...DEFAULT_REVIEW_SETTINGS, escalateAfterDays: 400 })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.reviewEscalateRange,
    });

    const changed = { intervalDays: { ...DEFAULT_REVIEW_SETTINGS.intervalDays, high: 60 }, remindDaysBefore: 10, escalateAfterDays: 14 };
    expect(await app.send(S.reviewSettingsReplace, changed)).toEqual(changed);
    expect(await app.send(S.reviewSettingsReplace, changed)).toEqual(changed); // the same again: no event
    expect(await app.send<ReviewSettingsDto>(S.reviewSettingsGet, {})).toEqual(changed);
    const events = (await app.events()).filter((e): e is DomainEvent<SettingsChangedData> => e.type === 'settings_changed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { id: app.admin.id },
      entity: { type: 'settings', id: 'review-settings' },
      data: {
        setting: 'review_settings',
        name: null,
        change: 'updated',
        changes: [
          { field: 'intervalDays.high', from: 90, to: 60 },
          { field: 'remindDaysBefore', from: 7, to: 10 },
        ],
      },
    });
    // A high risk is now due 60 days after its creation.
    const risk = await create('Window seals', { likelihood: 4, impact: 3 });
    expect(risk.nextReviewDue).toBe(addDays(dayOf(risk.createdAt), 60));
    await app.send(S.reviewSettingsReplace, DEFAULT_REVIEW_SETTINGS);
  });

  it('filters the list by reviews due and overdue, and counts them per department', async () => {
    const area = await app.department('Reviews area');
    const other = await app.department('Reviews elsewhere');
    // Critical, due 30 days after: created 40 days ago it is 10 days overdue; 25 days ago, due in 5 (within 7).
    const overdue = await create('Overdue', { likelihood: 5, impact: 5 }, 40, area.id);
    const dueSoon = await create('Due soon', { likelihood: 5, impact: 5 }, 25, area.id);
    // Low (yearly), medium treated down from critical by the residual, a closed one, and one reviewed 10 days ago.
    await create('Scheduled', { likelihood: 1, impact: 1 }, 40, area.id);
    await create('Treated', { likelihood: 5, impact: 5, residualLikelihood: 2, residualImpact: 3 }, 40, area.id);
    await create('Closed', { likelihood: 5, impact: 5, status: 'closed' }, 40, area.id);
    const reviewed = await create('Reviewed', { likelihood: 5, impact: 5 }, 40, area.id);
    clock.now = () => new Date(Date.now() - 10 * DAY);
    try {
      await review(reviewed.id, { outcome: 'confirmed' });
    } finally {
      clock.now = realNow;
    }
    const elsewhere = await create('Overdue elsewhere', { likelihood: 5, impact: 5 }, 31, other.id);

    const titles = async (filter: Record<string, unknown>) =>
      (await app.send<Page<RiskView>>(S.risksList, { ...filter, sort: 'title', order: 'asc' })).items.map((r) => r.title);
    expect(await titles({ departmentId: area.id, reviewDue: true })).toEqual(['Due soon', 'Overdue']);
    expect(await titles({ departmentId: area.id, reviewOverdue: true })).toEqual(['Overdue']);
    expect(await titles({ departmentId: area.id, reviewDue: false })).toHaveLength(6);
    const page = await app.send<Page<RiskView>>(S.risksList, { departmentId: area.id, reviewDue: true, limit: 1 });
    expect(page.total).toBe(2);
    expect((await app.send<Page<RiskView>>(S.risksList, { reviewOverdue: true })).items.map((r) => r.id)).toEqual(
      expect.arrayContaining([overdue.id, elsewhere.id]),
    );
    expect(dueSoon.nextReviewDue).toBe(addDays(dayOf(dueSoon.createdAt), 30));

    const counts = await app.send<DepartmentReviewsDto[]>(S.reviewsByDepartment, {}, executive);
    // Most overdue first, then most due soon.
    expect(counts.filter((c) => c.departmentId === area.id || c.departmentId === other.id)).toEqual([
      { departmentId: area.id, departmentName: 'Reviews area', overdue: 1, dueSoon: 1 },
      { departmentId: other.id, departmentName: 'Reviews elsewhere', overdue: 1, dueSoon: 0 },
    ]);
    await expect(app.send(S.reviewsByDepartment, {}, member)).rejects.toMatchObject({ status: 403 });
  });
});

/** The due days are days of MAIL_TIME_ZONE, in the views and in the filters alike (here 14 hours ahead of UTC). */
describe('risk reviews in a time zone ahead of UTC', () => {
  let app: RiskTestApp;
  let clock: Clock;
  const realNow = Clock.prototype.now;

  beforeAll(async () => {
    app = await RiskTestApp.start('reviewzone', { MAIL_TIME_ZONE: 'Pacific/Kiritimati' });
    clock = app.risk.get(Clock);
  });

  afterAll(async () => {
    clock.now = realNow;
    await app?.stop();
  });

  it('counts from the day of the creation in the zone, and is overdue from the zone’s next day', async () => {
    const owner = await app.user('manager');
    const department = await app.department('Islands');
    // 12:00 UTC on 1 March is 02:00 on 2 March in the zone: a critical risk is due 30 days after 2 March.
    clock.now = () => new Date('2026-03-01T12:00:00Z');
    const risk = await app.send<RiskView>(S.risksCreate, {
      title: 'Cyclone season',
      riskType: 'operational',
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 5,
      impact: 5,
    });
    expect(risk.nextReviewDue).toBe('2026-04-01');
    const ids = async (at: string, filter: Record<string, unknown>) => {
      clock.now = () => new Date(at);
      return (await app.send<Page<RiskView>>(S.risksList, { departmentId: department.id, ...filter })).items.map((r) => r.id);
    };
    // 09:00 UTC on 1 April is 23:00 on 1 April in the zone: due today, not overdue.
    expect(await ids('2026-04-01T09:00:00Z', { reviewDue: true })).toEqual([risk.id]);
    expect(await ids('2026-04-01T09:00:00Z', { reviewOverdue: true })).toEqual([]);
    // 10:30 UTC is 00:30 on 2 April in the zone: overdue, though still 1 April in UTC.
    expect(await ids('2026-04-01T10:30:00Z', { reviewOverdue: true })).toEqual([risk.id]);
    // Seven days before, due soon; eight days before, not yet.
    expect(await ids('2026-03-24T12:00:00Z', { reviewDue: true })).toEqual([risk.id]); // 25 March in the zone
    expect(await ids('2026-03-24T09:00:00Z', { reviewDue: true })).toEqual([]); // 24 March in the zone
    clock.now = () => new Date('2026-04-01T10:30:00Z');
    const counts = await app.send<DepartmentReviewsDto[]>(S.reviewsByDepartment, {});
    expect(counts.find((c) => c.departmentId === department.id)).toEqual({
      departmentId: department.id,
      departmentName: 'Islands',
      overdue: 1,
      dueSoon: 0,
    });
  });
});
