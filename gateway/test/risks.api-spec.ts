import { beforeAll, describe, expect, it } from '@jest/globals';
import { RISK_MESSAGES, RISK_TYPE_NAMES, TASK_MESSAGES, VALIDATION, type DepartmentDto, type UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { commentAs, createDepartment, createUser, expectValidationErrors, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const UNKNOWN = '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11';

describe('risks', () => {
  let admin: ApiClient;
  let owner: UserDto;
  let manager: { client: ApiClient; user: UserDto };
  let member: { client: ApiClient; user: UserDto };
  let other: { client: ApiClient; user: UserDto };
  let executive: { client: ApiClient; user: UserDto };
  let finance: DepartmentDto;
  let it_: DepartmentDto;
  const tag = unique('apirisk');

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: `${tag} server outage`,
    description: 'The main server may fail',
    suggestedSolution: 'Add a standby server',
    riskType: 'technical',
    affectedApp: 'psyter',
    frequency: 'weekly',
    ownerId: owner.id,
    departmentIds: [it_.id, finance.id],
    likelihood: 3,
    impact: 4,
    status: 'open',
    ...overrides,
  });

  beforeAll(async () => {
    admin = await signedInAdmin();
    finance = await createDepartment(admin, unique('Finance'));
    it_ = await createDepartment(admin, unique('IT'));
    owner = await createUser(admin, { role: 'manager', firstName: 'Omar', lastName: 'Haddad', departmentId: it_.id });
    manager = await signedInAs(admin, 'manager');
    member = await signedInAs(admin, 'team_member');
    other = await signedInAs(admin, 'team_member');
    executive = await signedInAs(admin, 'executive');
  });

  describe('without a session', () => {
    it.each([
      ['GET', '/api/risks'],
      ['GET', `/api/risks/${UNKNOWN}`],
      ['POST', '/api/risks'],
      ['PATCH', `/api/risks/${UNKNOWN}`],
      ['DELETE', `/api/risks/${UNKNOWN}`],
      ['GET', `/api/risks/${UNKNOWN}/tasks`],
      ['GET', '/api/risks/by-department/summary'],
      ['GET', '/api/risks/matrix'],
      ['GET', '/api/risks/template/download'],
      ['POST', '/api/risks/bulk-upload'],
      ['GET', '/api/risk-types'],
      ['GET', `/api/comments/risk/${UNKNOWN}`],
      ['POST', '/api/comments'],
    ])('%s %s answers 401', async (method, path) => {
      const res = await new ApiClient().request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(res.status).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  describe('GET /api/risk-types', () => {
    it('lists the six types', async () => {
      const res = await member.client.get('/api/risk-types');
      expect(res.status).toBe(200);
      expect(res.body.map((t: { name: string }) => t.name)).toEqual([...RISK_TYPE_NAMES]);
      expect(res.body[0]).toEqual({ id: 1, name: 'clinical', description: expect.any(String), createdAt: expect.any(String) });
    });
  });

  describe('POST /api/risks', () => {
    it('reports a risk (any role) with a code, the server score and the owner and department names', async () => {
      const res = await member.client.post('/api/risks', form({ impact: 5, riskScore: 1 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        riskId: expect.stringMatching(/^RSK-\d{4}-\d{4}$/),
        title: `${tag} server outage`,
        riskScore: 15,
        riskLevel: 'critical',
        riskType: 'technical',
        riskTypeId: 2,
        status: 'open',
        ownerId: owner.id,
        reportedById: member.user.id,
        owner: { id: owner.id, firstName: 'Omar', lastName: 'Haddad', email: owner.email, departmentId: it_.id },
      });
      expect(res.body.departments).toEqual(
        expect.arrayContaining([
          { id: it_.id, name: it_.name },
          { id: finance.id, name: finance.name },
        ]),
      );
    });

    it("answers 400 with the form's messages", async () => {
      const res = await member.client.post('/api/risks', {
        title: 'ab',
        riskType: '',
        ownerId: '',
        departmentIds: [],
        likelihood: 0,
        frequency: 'hourly',
      });
      expectValidationErrors(res, [
        VALIDATION.titleMin,
        VALIDATION.riskTypeRequired,
        VALIDATION.ownerRequired,
        VALIDATION.departmentsRequired,
        RISK_MESSAGES.likelihoodRange,
        RISK_MESSAGES.frequencyInvalid,
      ]);
    });

    it('answers 400 when the owner is not a manager or system admin, or a department does not exist', async () => {
      const notOwner = await member.client.post('/api/risks', form({ ownerId: member.user.id }));
      expect(notOwner.status).toBe(400);
      expect(notOwner.body.message).toBe(RISK_MESSAGES.ownerNotEligible);
      const noDepartment = await member.client.post('/api/risks', form({ departmentIds: [987654] }));
      expect(noDepartment.status).toBe(400);
      expect(noDepartment.body.message).toBe(RISK_MESSAGES.departmentUnknown);
    });

    it('accepts an owner created a moment before', async () => {
      const fresh = await createUser(admin, { role: 'manager' });
      const res = await admin.post('/api/risks', form({ ownerId: fresh.id }));
      expect(res.status).toBe(201);
      expect(res.body.owner).toMatchObject({ id: fresh.id });
    });
  });

  describe('GET /api/risks', () => {
    let codes: string[];
    beforeAll(async () => {
      const made = [
        await admin.post(
          '/api/risks',
          form({ title: `${tag} payroll fraud`, riskType: 'financial', likelihood: 5, impact: 5, departmentIds: [finance.id] }),
        ),
        await admin.post(
          '/api/risks',
          form({
            title: `${tag} hiring freeze`,
            riskType: 'operational',
            likelihood: 2,
            impact: 2,
            status: 'accepted',
            departmentIds: [finance.id],
          }),
        ),
        await admin.post(
          '/api/risks',
          form({
            title: `${tag} data leak`,
            riskType: 'legal_compliance',
            likelihood: 4,
            impact: 3,
            ownerId: manager.user.id,
            departmentIds: [it_.id],
          }),
        ),
      ];
      codes = made.map((r) => r.body.riskId);
    });

    it('answers the array with X-Total-Count, newest first, paged on the server', async () => {
      const res = await member.client.get(`/api/risks?search=${tag}&limit=2`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(2);
      const total = Number(res.headers.get('x-total-count'));
      expect(total).toBeGreaterThanOrEqual(5);
      expect(res.body[0].title).toBe(`${tag} data leak`);
      expect(res.body[0].owner).toMatchObject({ id: manager.user.id });
      // The page's JSON is written by PostgreSQL: the same compact text as the mapped views, serialised.
      expect(res.text).toBe(JSON.stringify(res.body));
      const rest = await member.client.get(`/api/risks?search=${tag}&limit=2&offset=2`);
      expect(rest.body.map((r: { id: string }) => r.id)).not.toContain(res.body[0].id);
    });

    it('filters by status, type, level, owner, department, likelihood and impact, and finds codes', async () => {
      const ids = async (query: string) => {
        const res = await member.client.get(`/api/risks?search=${tag}&${query}`);
        expect(res.status).toBe(200);
        return res.body.map((r: { title: string }) => r.title.replace(`${tag} `, '')).sort();
      };
      expect(await ids('status=accepted')).toEqual(['hiring freeze']);
      expect(await ids('riskType=financial,operational')).toEqual(['hiring freeze', 'payroll fraud']);
      expect(await ids('level=critical&departmentId=' + finance.id)).toEqual(['payroll fraud', 'server outage']);
      expect(await ids(`ownerId=${manager.user.id}`)).toEqual(['data leak']);
      expect(await ids(`departmentId=${it_.id}&likelihood=4&impact=3`)).toEqual(['data leak']);
      const byCode = await member.client.get(`/api/risks?search=${codes[0].toLowerCase()}`);
      expect(byCode.body.map((r: { riskId: string }) => r.riskId)).toEqual([codes[0]]);
    });

    it('answers 400 for a bad filter', async () => {
      const res = await member.client.get('/api/risks?level=extreme&limit=100000');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining(['Level must be one of low, medium, high, critical', 'Limit must be a whole number from 0 to 500']),
      );
    });

    it('counts the matrix and the departments', async () => {
      const matrix = await member.client.get(`/api/risks/matrix?departmentId=${finance.id}`);
      expect(matrix.status).toBe(200);
      expect(matrix.body).toEqual(
        expect.arrayContaining([
          { likelihood: 5, impact: 5, count: 1 },
          { likelihood: 2, impact: 2, count: 1 },
        ]),
      );
      const summary = await executive.client.get('/api/risks/by-department/summary');
      expect(summary.status).toBe(200);
      const row = summary.body.find((s: { departmentId: number }) => s.departmentId === finance.id);
      expect(row).toEqual({
        departmentId: finance.id,
        departmentName: finance.name,
        totalRisks: expect.any(Number),
        criticalCount: expect.any(Number),
        highCount: expect.any(Number),
        mediumCount: expect.any(Number),
        lowCount: expect.any(Number),
      });
      expect(row.totalRisks).toBe(row.criticalCount + row.highCount + row.mediumCount + row.lowCount);
      expect(row.criticalCount).toBeGreaterThanOrEqual(2);
    });
  });

  describe('GET, PATCH and DELETE /api/risks/{id}', () => {
    let risk: { id: string; riskId: string };
    beforeAll(async () => {
      risk = (await member.client.post('/api/risks', form({ title: `${tag} reported by a member` }))).body;
    });

    it('answers the detail with owner, departments, risk type and permissions', async () => {
      const res = await other.client.get(`/api/risks/${risk.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: risk.id,
        riskId: risk.riskId,
        owner: { firstName: 'Omar', lastName: 'Haddad', email: owner.email, departmentId: it_.id },
        riskTypeDetail: { id: 2, name: 'technical' },
        permissions: { canEdit: false, canDelete: false },
      });
      expect(res.body.departments.map((d: { name: string }) => d.name).sort()).toEqual([finance.name, it_.name].sort());
      expect((await member.client.get(`/api/risks/${risk.id}`)).body.permissions).toEqual({ canEdit: true, canDelete: false });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const path of [
        `/api/risks/${UNKNOWN}`,
        '/api/risks/not-a-risk',
        `/api/risks/${UNKNOWN}/tasks`,
        '/api/risks/not-a-risk/tasks',
        `/api/comments/risk/${UNKNOWN}`,
      ]) {
        const res = await member.client.get(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Risk not found' });
      }
      expect((await admin.patch(`/api/risks/${UNKNOWN}`, { title: 'Whatever' })).status).toBe(404);
      expect((await admin.request('DELETE', `/api/risks/${UNKNOWN}`)).status).toBe(404);
    });

    it('lets the reporter edit while open; others get 403', async () => {
      const edited = await member.client.patch(`/api/risks/${risk.id}`, { impact: 1, description: null });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ impact: 1, riskScore: 3, riskLevel: 'low', description: null, updatedAt: expect.any(String) });
      for (const client of [other.client, executive.client]) {
        const res = await client.patch(`/api/risks/${risk.id}`, { title: 'Not mine' });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(RISK_MESSAGES.forbiddenEdit);
      }
      const bad = await member.client.patch(`/api/risks/${risk.id}`, { title: '', departmentIds: [] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([VALIDATION.titleMin, VALIDATION.departmentsRequired]);
    });

    it('lets a manager edit; after review the reporter may not', async () => {
      const res = await manager.client.patch(`/api/risks/${risk.id}`, { status: 'under_review' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('under_review');
      expect((await member.client.patch(`/api/risks/${risk.id}`, { status: 'open' })).status).toBe(403);
    });

    it('answers the linked tasks (an empty list when none or when the task service cannot answer)', async () => {
      const res = await member.client.get(`/api/risks/${risk.id}/tasks`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('refuses to delete for a manager who does not own it (403); the owner deletes it with its comments (204)', async () => {
      await member.client.post('/api/comments', { content: 'Soon gone', riskId: risk.id, authorId: '' });
      const refused = await manager.client.request('DELETE', `/api/risks/${risk.id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(RISK_MESSAGES.forbiddenDelete);
      expect((await member.client.request('DELETE', `/api/risks/${risk.id}`)).status).toBe(403);
      const deleted = await admin.request('DELETE', `/api/risks/${risk.id}`);
      expect(deleted.status).toBe(204);
      expect((await member.client.get(`/api/risks/${risk.id}`)).status).toBe(404);
      expect((await member.client.get(`/api/comments/risk/${risk.id}`)).status).toBe(404);
    });
  });

  describe('comments', () => {
    let risk: { id: string };
    beforeAll(async () => {
      risk = (await admin.post('/api/risks', form({ title: `${tag} commented` }))).body;
    });

    it('adds a comment with the author from the session and lists it with the author', async () => {
      await commentAs(executive, { riskId: risk.id }, '  Watch this  ', owner.id);
      const second = await member.client.post('/api/comments', { content: 'Second', riskId: risk.id });
      const list = await other.client.get(`/api/comments/risk/${risk.id}`);
      expect(list.status).toBe(200);
      expect(list.body.map((c: { content: string }) => c.content)).toEqual(['Watch this', 'Second']);
      expect(list.body[1]).toMatchObject({
        authorId: member.user.id,
        author: { firstName: member.user.firstName, email: member.user.email },
      });
      // PostgreSQL writes the list's JSON: the views' keys in their order, compact, as the created comment's answer.
      expect(list.text).toBe(JSON.stringify(list.body));
      expect(Object.keys(list.body[1])).toEqual(['id', 'content', 'authorId', 'riskId', 'taskId', 'createdAt', 'author']);
      expect(list.body[1]).toEqual(second.body);
    });

    it('refuses blank text, a missing target and an unknown risk', async () => {
      const blank = await member.client.post('/api/comments', { content: '   ', riskId: risk.id });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(VALIDATION.contentRequired);
      const nowhere = await member.client.post('/api/comments', { content: 'Hello' });
      expect(nowhere.status).toBe(400);
      expect(nowhere.body.message).toBe(RISK_MESSAGES.commentTargetRequired);
      const unknown = await member.client.post('/api/comments', { content: 'Hello', riskId: UNKNOWN });
      expect(unknown.body).toMatchObject({ statusCode: 404, message: RISK_MESSAGES.riskNotFound });
      // An unknown task, by a well-formed id or not: 404 with a message, never a 5xx.
      for (const taskId of [UNKNOWN, 'not-a-task', '12345', "1' or '1'='1"]) {
        const toTask = await member.client.post('/api/comments', { content: 'Hello', taskId });
        expect(toTask.body).toMatchObject({ statusCode: 404, message: TASK_MESSAGES.taskNotFound });
      }
    });
  });
});
