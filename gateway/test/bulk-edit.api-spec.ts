import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  BULK_EDIT_MESSAGES,
  RISK_MESSAGES,
  TASK_MESSAGES,
  type BulkEditJobView,
  type DepartmentDto,
  type MatchingIds,
  type RiskView,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, createUser, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const ARABIC = { headers: { 'Accept-Language': 'ar' } };
/** The gateway's Arabic of the messages these tests meet (gateway/src/i18n). */
const AR = {
  taskFieldsOnly: 'يغيّر التعديل الجماعي للمهام الحقول status وassignedToId وpriority وdueDate فقط',
  forbiddenEditRisk: 'لا يعدّل هذا الخطر إلا مدير النظام أو المدير أو مالك الخطر، أو من أبلغ عنه ما دام مفتوحًا',
  riskNotFound: 'الخطر غير موجود',
};

/** Issue 27: bulk edit of risks and tasks through the gateway (each item checked and changed on its own). */
describe('bulk edit', () => {
  let admin: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  let member: { client: ApiClient; user: UserDto };
  let manager: { client: ApiClient; user: UserDto };
  const tag = unique('bulk');

  const risk = (client: ApiClient, title: string) =>
    createRiskWhenKnown(client, { title: `${tag} ${title}`, ownerId: owner.id, departmentIds: [department.id] });

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Bulk'));
    owner = await createUser(admin, { role: 'manager' });
    member = await signedInAs(admin, 'team_member');
    manager = await signedInAs(admin, 'manager');
  });

  it.each([
    ['POST', '/api/risks/bulk-edit'],
    ['GET', `/api/risks/bulk-edit/${randomUUID()}`],
    ['GET', '/api/risks/ids'],
    ['POST', '/api/tasks/bulk-edit'],
    ['GET', `/api/tasks/bulk-edit/${randomUUID()}`],
    ['GET', '/api/tasks/ids'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    expect(
      (await new ApiClient().request(method, path, method === 'GET' ? {} : { body: { ids: [randomUUID()], changes: { status: 'open' } } }))
        .status,
    ).toBe(401);
  });

  it('refuses changes it does not make, no change, bad values and more than 1,000 ids with a 400 in the request’s language', async () => {
    const id = randomUUID();
    const cases: [unknown, string][] = [
      [{ ids: [id], changes: { title: 'x' } }, BULK_EDIT_MESSAGES.riskFieldsOnly],
      [{ ids: [id], changes: {} }, BULK_EDIT_MESSAGES.changesRequired],
      [{ ids: [id] }, BULK_EDIT_MESSAGES.changesRequired],
      [{ ids: [id], changes: { status: 'gone' } }, RISK_MESSAGES.statusInvalid],
      [{ ids: [], changes: { status: 'open' } }, BULK_EDIT_MESSAGES.idsRequired],
      [{ ids: ['RSK-2026-0001'], changes: { status: 'open' } }, BULK_EDIT_MESSAGES.idsInvalid],
      [{ ids: Array.from({ length: 1001 }, () => randomUUID()), changes: { status: 'open' } }, BULK_EDIT_MESSAGES.idsTooMany],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/risks/bulk-edit', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const arabic = await admin.post('/api/tasks/bulk-edit', { ids: [id], changes: { title: 'x' } }, ARABIC);
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe(AR.taskFieldsOnly);
    // The lists' own filters are checked as the lists check them.
    expect((await admin.get('/api/risks/ids?likelihood=9')).status).toBe(400);
    expect((await admin.get('/api/tasks/ids?status=gone')).status).toBe(400);
  });

  it('changes the risks a team member reported and refuses the others one by one, in their language', async () => {
    const own = await risk(member.client, 'reported by the member');
    const others = await risk(admin, 'reported by the admin');
    const missing = randomUUID();

    const res = await member.client.post(
      '/api/risks/bulk-edit',
      { ids: [own.id, others.id, missing], changes: { treatmentStrategy: 'avoid' } },
      ARABIC,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      updated: 1,
      unchanged: 0,
      refused: [
        { id: others.id, code: 'forbidden', message: AR.forbiddenEditRisk },
        { id: missing, code: 'not_found', message: AR.riskNotFound },
      ],
    });
    expect((await admin.get(`/api/risks/${own.id}`)).body).toMatchObject({ treatmentStrategy: 'avoid' });
    expect((await admin.get(`/api/risks/${others.id}`)).body).toMatchObject({ treatmentStrategy: null });

    // The same again: nothing left to change.
    const again = await member.client.post('/api/risks/bulk-edit', { ids: [own.id], changes: { treatmentStrategy: 'avoid' } });
    expect(again.body).toEqual({ updated: 0, unchanged: 1, refused: [] });
  });

  it('selects every risk of a filter by id and edits 150 of them as a job its creator follows to the end', async () => {
    const label = unique('job');
    const created: RiskView[] = [];
    for (let i = 0; i < 150; i += 10)
      created.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => risk(admin, `${label} ${i + j}`)))));

    const ids = await manager.client.get(`/api/risks/ids?search=${encodeURIComponent(label)}`);
    expect(ids.status).toBe(200);
    expect((ids.body as MatchingIds).total).toBe(150);
    expect(new Set((ids.body as MatchingIds).ids)).toEqual(new Set(created.map((r) => r.id)));

    const started = await manager.client.post('/api/risks/bulk-edit', {
      ids: (ids.body as MatchingIds).ids,
      changes: { status: 'under_review' },
    });
    expect(started.status).toBe(202);
    const { jobId } = started.body as { jobId: string };

    const done = await eventually(async () => {
      const res = await manager.client.get(`/api/risks/bulk-edit/${jobId}`);
      expect(res.status).toBe(200);
      return (res.body as BulkEditJobView).state === 'done' && (res.body as BulkEditJobView);
    }, 120_000);
    expect(done).toEqual({ jobId, state: 'done', total: 150, processed: 150, updated: 150, unchanged: 0, refused: [], refusedCount: 0 });
    const after = await manager.client.get(`/api/risks/ids?search=${encodeURIComponent(label)}&status=under_review`);
    expect((after.body as MatchingIds).total).toBe(150);

    const stranger = await member.client.get(`/api/risks/bulk-edit/${jobId}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(BULK_EDIT_MESSAGES.jobForbidden);
    expect((await admin.get(`/api/risks/bulk-edit/${jobId}`)).status).toBe(200);
    expect((await admin.get(`/api/risks/bulk-edit/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/risks/bulk-edit/not-a-job')).status).toBe(400);
  }, 240_000);

  it('changes tasks: the owner’s, and refuses another’s by code and reason', async () => {
    const label = unique('tasks');
    const mine = (await member.client.post('/api/tasks', { title: `${label} mine` })).body as { id: string };
    const foreign = (await manager.client.post('/api/tasks', { title: `${label} foreign` })).body as { id: string };

    const res = await member.client.post('/api/tasks/bulk-edit', {
      ids: [mine.id, foreign.id],
      changes: { status: 'in_progress', dueDate: '2027-01-15' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      updated: 1,
      unchanged: 0,
      refused: [{ id: foreign.id, code: 'forbidden', message: TASK_MESSAGES.forbiddenEdit }],
    });
    expect((await member.client.get(`/api/tasks/${mine.id}`)).body).toMatchObject({ status: 'in_progress', dueDate: '2027-01-15' });

    const ids = await member.client.get(`/api/tasks/ids?search=${encodeURIComponent(label)}`);
    expect(ids.body).toMatchObject({ total: 2 });
  });
});
