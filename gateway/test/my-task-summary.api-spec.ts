import { beforeAll, describe, expect, it } from '@jest/globals';
import type { UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

/** GET /api/tasks/my-tasks/summary: the dashboard's counts over the signed-in user's tasks (isMyTask). */
describe('GET /api/tasks/my-tasks/summary', () => {
  let admin: ApiClient;
  let member: { client: ApiClient; user: UserDto };
  const tag = unique('summary');

  const createTask = (client: ApiClient, body: Record<string, unknown>) =>
    eventually(async () => {
      const res = await client.post('/api/tasks', { title: `${tag} task`, ...body });
      return res.status === 201 && (res.body as { id: string });
    });

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = await signedInAs(admin, 'team_member');
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/tasks/my-tasks/summary')).status).toBe(401);
  });

  it('counts all, done, open and overdue (before the given day) tasks of the user only', async () => {
    expect((await member.client.get('/api/tasks/my-tasks/summary')).body).toEqual({ total: 0, done: 0, open: 0, overdue: 0 });
    // Assigned to the member: one overdue on 2030-01-10, one done though past due, one due later; the admin's own task is not theirs.
    await createTask(admin, { assignedToId: member.user.id, dueDate: '2030-01-05' });
    const done = await createTask(admin, { assignedToId: member.user.id, dueDate: '2030-01-01' });
    expect((await admin.patch(`/api/tasks/${done.id}`, { status: 'done' })).status).toBe(200);
    await createTask(admin, { assignedToId: member.user.id, dueDate: '2030-02-01' });
    // The member's own unassigned task is theirs too (no due date: never overdue).
    await createTask(member.client, {});
    await createTask(admin, {});

    const res = await member.client.get('/api/tasks/my-tasks/summary?today=2030-01-10');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 4, done: 1, open: 3, overdue: 1 });
    expect(Number((await member.client.get('/api/tasks/my-tasks?limit=1')).headers.get('x-total-count'))).toBe(4);
  });

  it('rejects a malformed day with 400', async () => {
    const res = await member.client.get('/api/tasks/my-tasks/summary?today=tomorrow');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
  });
});
