import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_REVIEW_SETTINGS,
  RISK_MESSAGES,
  type ActivityDto,
  type DepartmentDto,
  type DepartmentReviewsDto,
  type ReviewSettingsDto,
  type RiskReviewDto,
  type RiskView,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  createDepartment,
  createRiskWhenKnown,
  eventually,
  expectValidationErrors,
  signedInAdmin,
  signedInAs,
} from './support/fixtures.js';

/**
 * Issue 26: reviews through the gateway: who may review (the owner, a manager, a system admin), the answers of a review
 * (201, 400, 403, 404, 409), the review list with X-Total-Count, the review settings (system admin only, audited in
 * the activity log), the list's review filters and the counts per department.
 */
describe('risk reviews', () => {
  let admin: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let executive: ApiClient;
  let owner: UserDto;
  let ownerClient: ApiClient;
  let department: DepartmentDto;

  const put = <T>(client: ApiClient, path: string, body: unknown, headers: Record<string, string> = {}) =>
    client.request<T>('PUT', path, { body, headers });

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin);
    manager = (await signedInAs(admin, 'manager')).client;
    member = (await signedInAs(admin, 'team_member')).client;
    executive = (await signedInAs(admin, 'executive')).client;
    const signedIn = await signedInAs(admin, 'manager');
    ownerClient = signedIn.client;
    owner = signedIn.user;
  });

  afterAll(async () => {
    await put(admin, '/api/review-settings', DEFAULT_REVIEW_SETTINGS);
  });

  const risk = (input: Record<string, unknown> = {}) =>
    createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [department.id], ...input });

  it('answers each risk with its review dates', async () => {
    const created = await risk({ likelihood: 5, impact: 5 });
    expect(created.lastReviewedAt).toBeNull();
    expect(created.nextReviewDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const detail = await member.get<RiskView>(`/api/risks/${created.id}`);
    expect(detail.body).toMatchObject({ lastReviewedAt: null, nextReviewDue: created.nextReviewDue });
  });

  it('takes a review by the owner, a manager or a system admin (201), and refuses others (403)', async () => {
    const created = await risk();
    const byOwner = await ownerClient.post<RiskReviewDto>(`/api/risks/${created.id}/reviews`, {
      outcome: 'confirmed',
      comment: 'Still as assessed',
    });
    expect(byOwner.status).toBe(201);
    expect(byOwner.body).toMatchObject({
      riskId: created.id,
      outcome: 'confirmed',
      reviewedById: owner.id,
      nextReviewDue: expect.any(String),
    });
    const byManager = await manager.post(`/api/risks/${created.id}/reviews`, { outcome: 'rescored', comment: 'Worse now', likelihood: 4 });
    expect(byManager.status).toBe(201);
    expect(byManager.body).toMatchObject({ before: { likelihood: 3 }, after: { likelihood: 4 } });
    expect((await admin.post(`/api/risks/${created.id}/reviews`, { outcome: 'confirmed', comment: 'Checked' })).status).toBe(201);

    for (const client of [member, executive]) {
      const refused = await client.post(`/api/risks/${created.id}/reviews`, { outcome: 'confirmed', comment: 'Me too' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(RISK_MESSAGES.forbiddenReview);
    }
    const arabic = await member.post(
      `/api/risks/${created.id}/reviews`,
      { outcome: 'confirmed', comment: 'Me too' },
      { headers: { 'Accept-Language': 'ar' } },
    );
    expect(arabic.body.message).toBe('لا يراجع هذا الخطر إلا مالكه أو مدير أو مدير النظام');

    // Anyone signed in reads them, newest first, with X-Total-Count.
    const list = await member.get<RiskReviewDto[]>(`/api/risks/${created.id}/reviews?limit=2`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('3');
    expect(list.body.map((r) => r.reviewedById)).toHaveLength(2);
    expect(list.body[1]).toMatchObject({ outcome: 'rescored', reviewedBy: expect.objectContaining({ firstName: expect.any(String) }) });
    const detail = await member.get<RiskView>(`/api/risks/${created.id}`);
    expect(detail.body).toMatchObject({ likelihood: 4, lastReviewedAt: list.body[0].reviewedAt });
  });

  it('answers 400 for bad input, 404 for an unknown risk and 409 for a closed one', async () => {
    const created = await risk();
    const path = `/api/risks/${created.id}/reviews`;
    expectValidationErrors(await manager.post(path, { outcome: 'approved', comment: 'x' }), [RISK_MESSAGES.reviewOutcomeInvalid]);
    expectValidationErrors(await manager.post(path, { outcome: 'confirmed', comment: '  ' }), [RISK_MESSAGES.reviewCommentLength]);
    expectValidationErrors(await manager.post(path, { outcome: 'rescored', comment: 'x', likelihood: 6 }), [RISK_MESSAGES.likelihoodRange]);
    // Null is not an inherent score (fuzz seed 560438000 had a 500 from the not-null column).
    expectValidationErrors(
      await manager.post(path, { outcome: 'rescored', comment: 'x', likelihood: null, impact: null, residualLikelihood: null }),
      [RISK_MESSAGES.likelihoodRange, RISK_MESSAGES.impactRange],
    );
    const unchanged = await manager.post(path, { outcome: 'rescored', comment: 'x', likelihood: 3 });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.message).toBe(RISK_MESSAGES.reviewRescoreUnchanged);
    const scoresWithConfirm = await manager.post(path, { outcome: 'confirmed', comment: 'x', impact: 2 });
    expect(scoresWithConfirm.body.message).toBe(RISK_MESSAGES.reviewScoresOnlyRescored);
    const unknown = await manager.post('/api/risks/5d0e7a3c-1111-4111-8111-111111111111/reviews', { outcome: 'confirmed', comment: 'x' });
    expect(unknown.status).toBe(404);
    expect((await member.get('/api/risks/5d0e7a3c-1111-4111-8111-111111111111/reviews')).status).toBe(404);

    const closed = await manager.post<RiskReviewDto>(path, { outcome: 'closed', comment: 'Gone' });
    expect(closed.status).toBe(201);
    expect(closed.body.nextReviewDue).toBeNull();
    expect((await member.get<RiskView>(`/api/risks/${created.id}`)).body).toMatchObject({ status: 'closed', nextReviewDue: null });
    const again = await manager.post(path, { outcome: 'confirmed', comment: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RISK_MESSAGES.reviewClosedRisk);
  });

  it('lets a system admin alone read and change the review settings, and logs a change with its values', async () => {
    for (const client of [manager, member, executive]) {
      expect((await client.get('/api/review-settings')).status).toBe(403);
      expect((await put(client, '/api/review-settings', DEFAULT_REVIEW_SETTINGS)).status).toBe(403);
    }
    const current = await admin.get<ReviewSettingsDto>('/api/review-settings');
    expect(current.status).toBe(200);
    expect(Object.keys(current.body)).toEqual(['intervalDays', 'remindDaysBefore', 'escalateAfterDays']);
    const bad = await put(admin, '/api/review-settings', { ...current.body, remindDaysBefore: 400 });
    expectValidationErrors(bad, [RISK_MESSAGES.reviewRemindRange]);
    const arabic = await put(admin, '/api/review-settings', { ...current.body, escalateAfterDays: 0 }, { 'Accept-Language': 'ar' });
    expect(arabic.status).toBe(400);
    expect(JSON.stringify(arabic.body)).toContain('التصعيد');

    const changed = { ...current.body, escalateAfterDays: current.body.escalateAfterDays === 21 ? 20 : 21 };
    const saved = await put<ReviewSettingsDto>(admin, '/api/review-settings', changed);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(changed);
    const logged = await eventually(async () => {
      const res = await admin.get<ActivityDto[]>('/api/activities?actionType=settings_changed&limit=50');
      return res.body.find(
        (a) =>
          (a.metadata as { setting?: string })?.setting === 'review_settings' &&
          JSON.stringify(a.metadata).includes(`"to":${changed.escalateAfterDays}`),
      );
    }, 20_000);
    expect(logged.metadata).toMatchObject({
      setting: 'review_settings',
      changes: [{ field: 'escalateAfterDays', from: current.body.escalateAfterDays, to: changed.escalateAfterDays }],
    });
    await put(admin, '/api/review-settings', current.body);
  });

  it('filters the list by reviews due and overdue, and counts them per department (executives, managers, admins)', async () => {
    const area = await createDepartment(admin);
    const critical = await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [area.id], likelihood: 5, impact: 5 });
    await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [area.id], likelihood: 1, impact: 1 });
    // A risk reported today is due in its level's interval: with a reminder 100 days ahead, the critical one (30) is
    // due and the low one (365) is not; none is overdue.
    const current = (await admin.get<ReviewSettingsDto>('/api/review-settings')).body;
    expect((await put(admin, '/api/review-settings', { ...current, remindDaysBefore: 100 })).status).toBe(200);
    try {
      const due = await member.get<RiskView[]>(`/api/risks?departmentId=${area.id}&reviewDue=true`);
      expect(due.status).toBe(200);
      expect(due.body.map((r) => r.id)).toEqual([critical.id]);
      expect(due.headers.get('x-total-count')).toBe('1');
      const overdue = await member.get<RiskView[]>(`/api/risks?departmentId=${area.id}&reviewOverdue=true`);
      expect(overdue.body).toEqual([]);
      expect((await member.get<RiskView[]>(`/api/risks?departmentId=${area.id}&reviewDue=false`)).body).toHaveLength(2);

      const counts = await executive.get<DepartmentReviewsDto[]>('/api/risks/reviews/by-department');
      expect(counts.status).toBe(200);
      expect(counts.body.length).toBeLessThanOrEqual(100);
      expect(counts.body.find((c) => c.departmentId === area.id)).toEqual({
        departmentId: area.id,
        departmentName: area.name,
        overdue: 0,
        dueSoon: 1,
      });
      expect((await manager.get('/api/risks/reviews/by-department')).status).toBe(200);
      expect((await member.get('/api/risks/reviews/by-department')).status).toBe(403);
    } finally {
      await put(admin, '/api/review-settings', current);
    }
    for (const query of ['reviewDue=yes', 'reviewOverdue=1']) {
      const res = await member.get(`/api/risks?${query}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(
        query.startsWith('reviewDue') ? RISK_MESSAGES.reviewDueInvalid : RISK_MESSAGES.reviewOverdueInvalid,
      );
    }
  });
});
