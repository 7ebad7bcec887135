import { beforeAll, describe, expect, it } from '@jest/globals';
import { TASK_MESSAGES, VALIDATION, type DepartmentDto, type UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  commentAs,
  createDepartment,
  createRisk,
  createUser,
  eventually,
  expectValidationErrors,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

const UNKNOWN = '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11';

describe('tasks', () => {
  let admin: ApiClient;
  let riskOwner: UserDto;
  let department: DepartmentDto;
  let owner: { client: ApiClient; user: UserDto };
  let assignee: { client: ApiClient; user: UserDto };
  let other: { client: ApiClient; user: UserDto };
  let manager: { client: ApiClient; user: UserDto };
  let risk: { id: string; riskId: string; title: string; riskScore: number };
  const tag = unique('apitask');
  const del = (client: ApiClient, path: string) => client.request('DELETE', path);

  const newRisk = (title: string) =>
    createRisk(admin, { title, riskType: 'technical', ownerId: riskOwner.id, departmentIds: [department.id], impact: 4 });
  /** A task created by `client`; linked risks may take a moment to reach the task service (it waits for them). */
  const createTask = async (client: ApiClient, body: Record<string, unknown>) => {
    const res = await client.post('/api/tasks', { title: `${tag} task`, ...body });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Ops'));
    riskOwner = await createUser(admin, { role: 'manager' });
    owner = await signedInAs(admin, 'team_member');
    assignee = await signedInAs(admin, 'team_member');
    other = await signedInAs(admin, 'executive');
    manager = await signedInAs(admin, 'manager');
    risk = await newRisk(`${tag} flooding`);
  });

  describe('without a session', () => {
    it.each([
      ['GET', '/api/tasks'],
      ['GET', '/api/tasks/my-tasks'],
      ['POST', '/api/tasks'],
      ['GET', `/api/tasks/${UNKNOWN}`],
      ['PATCH', `/api/tasks/${UNKNOWN}`],
      ['DELETE', `/api/tasks/${UNKNOWN}`],
      ['GET', `/api/tasks/${UNKNOWN}/risks`],
      ['GET', `/api/tasks/${UNKNOWN}/history`],
      ['GET', `/api/comments/task/${UNKNOWN}`],
    ])('%s %s answers 401', async (method, path) => {
      const res = await new ApiClient().request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(res.status).toBe(401);
    });
  });

  it('creates a task owned by the signed-in user, linked to a risk, and answers it with names and the risk', async () => {
    const task = await createTask(owner.client, {
      description: 'Move the servers upstairs',
      priority: 'critical',
      assignedToId: assignee.user.id,
      dueDate: '2026-12-01',
      riskIds: [risk.id],
    });
    expect(task).toMatchObject({
      taskId: expect.stringMatching(/^TSK-\d{4}-\d{4,}$/),
      ownerId: owner.user.id,
      status: 'to_do',
      priority: 'critical',
      dueDate: '2026-12-01',
      owner: { id: owner.user.id, firstName: 'Test' },
      assignedTo: { id: assignee.user.id, email: assignee.user.email },
      risks: [{ id: risk.id, riskId: risk.riskId, title: risk.title, score: 12 }],
      permissions: { canEdit: true, canChangeStatus: true, canDelete: true },
    });
    const got = await assignee.client.get(`/api/tasks/${task.id}`);
    expect(got.status).toBe(200);
    expect(got.body.permissions).toEqual({ canEdit: false, canChangeStatus: true, canDelete: false });
    expect((await other.client.get(`/api/tasks/${task.id}/risks`)).body).toEqual([
      { id: risk.id, riskId: risk.riskId, title: risk.title, score: 12 },
    ]);
    // The risk service counts the risk's linked tasks from the task events ('0 of 1 done').
    await eventually(async () => (await other.client.get(`/api/risks/${risk.id}`)).body.treatment?.total === 1);
    expect((await other.client.get(`/api/risks/${risk.id}`)).body.treatment).toEqual({ done: 0, total: 1 });
    const linked = await other.client.get(`/api/risks/${risk.id}/tasks`);
    expect(linked.body).toEqual([
      { id: task.id, taskId: task.taskId, title: task.title, status: 'to_do', priority: 'critical', dueDate: '2026-12-01' },
    ]);
  });

  it('refuses bad input with the messages (400), unknown references (400) and unknown tasks (404)', async () => {
    expectValidationErrors(
      await owner.client.post('/api/tasks', { title: 'ab', status: 'later', priority: 'urgent', dueDate: '01/12/2026' }),
      [VALIDATION.titleMin, TASK_MESSAGES.statusInvalid, TASK_MESSAGES.priorityInvalid, TASK_MESSAGES.dueDateInvalid],
    );
    expectValidationErrors(await owner.client.post('/api/tasks', { title: 'Valid', riskIds: ['RSK-2026-0001'] }), [
      TASK_MESSAGES.riskIdsInvalid,
    ]);
    const unknownRisk = await owner.client.post('/api/tasks', { title: 'Valid', riskIds: [UNKNOWN] });
    expect(unknownRisk.body).toMatchObject({ statusCode: 400, message: TASK_MESSAGES.riskUnknown });
    const unknownUser = await owner.client.post('/api/tasks', { title: 'Valid', assignedToId: UNKNOWN });
    expect(unknownUser.body).toMatchObject({ statusCode: 400, message: TASK_MESSAGES.assigneeNotActive });
    for (const path of [
      `/api/tasks/${UNKNOWN}`,
      `/api/tasks/not-a-task`,
      `/api/tasks/${UNKNOWN}/history`,
      `/api/tasks/${UNKNOWN}/risks`,
      `/api/comments/task/${UNKNOWN}`,
    ]) {
      expect((await owner.client.get(path)).body).toMatchObject({ statusCode: 404, message: TASK_MESSAGES.taskNotFound });
    }
    expect((await owner.client.patch(`/api/tasks/${UNKNOWN}`, { status: 'done' })).status).toBe(404);
    expect((await del(owner.client, `/api/tasks/${UNKNOWN}`)).status).toBe(404);
    const comment = await owner.client.post('/api/comments', { content: 'Hello', taskId: UNKNOWN });
    expect(comment.body).toMatchObject({ statusCode: 404, message: TASK_MESSAGES.taskNotFound });
    expect((await owner.client.get('/api/tasks?limit=501')).body).toMatchObject({ statusCode: 400, message: TASK_MESSAGES.limitInvalid });
  });

  it('PATCH changes fields partially, writes history, and keeps the assignee to the status (403 otherwise)', async () => {
    const task = await createTask(owner.client, { assignedToId: assignee.user.id });
    const forbidden = await assignee.client.patch(`/api/tasks/${task.id}`, { title: 'Renamed by the assignee' });
    expect(forbidden.body).toMatchObject({ statusCode: 403, message: TASK_MESSAGES.forbiddenStatusOnly });
    expect((await other.client.patch(`/api/tasks/${task.id}`, { status: 'done' })).body).toMatchObject({
      statusCode: 403,
      message: TASK_MESSAGES.forbiddenEdit,
    });
    const done = await assignee.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
    expect(done.status).toBe(200);
    expect(done.body.completedAt).toEqual(expect.any(String));
    const changed = await owner.client.patch(`/api/tasks/${task.id}`, {
      priority: 'high',
      dueDate: '2027-01-15',
      assignedToId: null,
      riskIds: [risk.id],
    });
    expect(changed.body).toMatchObject({
      priority: 'high',
      dueDate: '2027-01-15',
      assignedToId: null,
      assignedTo: null,
      riskIds: [risk.id],
      status: 'done',
    });
    const history = await other.client.get(`/api/tasks/${task.id}/history`);
    expect(
      history.body.map((h: { action: string; oldValue: string | null; newValue: string | null }) => [h.action, h.oldValue, h.newValue]),
    ).toEqual([
      ['created', null, task.taskId],
      ['completed', 'to_do', 'done'],
      ['priority_changed', 'medium', 'high'],
      ['assigned', assignee.user.id, null],
      ['due_date_changed', null, '2027-01-15'],
    ]);
    expect(history.body[1]).toMatchObject({ changedBy: { id: assignee.user.id } });
    expect((await owner.client.patch(`/api/tasks/${task.id}`, { title: null })).body).toMatchObject({
      statusCode: 400,
      message: VALIDATION.titleMin,
    });
  });

  it('lists with filters, paging and X-Total-Count; my tasks are assigned to me or mine and unassigned', async () => {
    const mine = await createTask(assignee.client, { title: `${tag} mine`, priority: 'low', dueDate: '2030-05-05' });
    await createTask(assignee.client, { title: `${tag} given away`, assignedToId: owner.user.id });
    const my = await assignee.client.get(`/api/tasks/my-tasks?search=${tag}&limit=100`);
    expect(my.status).toBe(200);
    expect(my.body.map((t: { id: string }) => t.id)).toContain(mine.id);
    expect(
      my.body.every(
        (t: { assignedToId: string | null; ownerId: string }) =>
          t.assignedToId === assignee.user.id || (!t.assignedToId && t.ownerId === assignee.user.id),
      ),
    ).toBe(true);
    expect(Number(my.headers.get('x-total-count'))).toBe(my.body.length);
    const filtered = await other.client.get(
      `/api/tasks?search=${tag}&priority=low&ownerId=${assignee.user.id}&dueFrom=2030-05-01&dueTo=2030-05-31`,
    );
    expect(filtered.body.map((t: { id: string }) => t.id)).toEqual([mine.id]);
    expect(filtered.headers.get('x-total-count')).toBe('1');
    const page = await other.client.get(`/api/tasks?search=${tag}&limit=1&offset=1`);
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThanOrEqual(4);
    expect((await other.client.get('/api/tasks?dueFrom=2030-06-01&dueTo=2030-05-01')).body).toMatchObject({
      statusCode: 400,
      message: TASK_MESSAGES.dueRangeInvalid,
    });
  });

  it('comments on a task with the author from the session, and lists them', async () => {
    const task = await createTask(owner.client, {});
    const comment = await commentAs(other, { taskId: task.id }, '  On it  ', '');
    const list = await owner.client.get(`/api/comments/task/${task.id}`);
    expect(list.body).toEqual([comment]);
    expect(list.text).toBe(JSON.stringify([comment])); // written by PostgreSQL: the answer's keys, order and text
    expectValidationErrors(await owner.client.post('/api/comments', { content: '   ', taskId: task.id }), [VALIDATION.contentRequired]);
  });

  it('deletes for the owner, a manager or an admin only, with comments and history', async () => {
    const task = await createTask(owner.client, { riskIds: [risk.id] });
    await other.client.post('/api/comments', { content: 'Soon gone', taskId: task.id });
    expect((await del(assignee.client, `/api/tasks/${task.id}`)).body).toMatchObject({
      statusCode: 403,
      message: TASK_MESSAGES.forbiddenDelete,
    });
    expect((await del(manager.client, `/api/tasks/${task.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/tasks/${task.id}/history`)).status).toBe(404);
  });

  it("drops a deleted risk's links from its tasks", async () => {
    const doomed = await newRisk(`${tag} doomed`);
    const task = await createTask(owner.client, { riskIds: [doomed.id, risk.id] });
    expect((await admin.request('DELETE', `/api/risks/${doomed.id}`)).status).toBe(204);
    await eventually(async () => {
      const res = await owner.client.get(`/api/tasks/${task.id}`);
      return res.body.riskIds.length === 1 && res.body.riskIds[0] === risk.id;
    });
  });

  it('answers server messages in Arabic when asked', async () => {
    const res = await owner.client.get(`/api/tasks/${UNKNOWN}`, { headers: { 'Accept-Language': 'ar' } });
    expect(res.body).toMatchObject({ statusCode: 404, message: 'المهمة غير موجودة' });
  });
});
