import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ActivityDto, DepartmentDto, UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, createUser, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

/** GET /api/activities/mine: every signed-in user's own actions and those on the tasks and risks they own or are assigned. */
describe('GET /api/activities/mine', () => {
  let admin: ApiClient;
  let member: { client: ApiClient; user: UserDto };
  let riskOwner: { client: ApiClient; user: UserDto };
  let department: DepartmentDto;
  const tag = unique('mine');
  const ids = (items: ActivityDto[]) => new Set(items.map((a) => `${a.entityType}:${a.entityId}:${a.actionType}`));

  const createTask = (client: ApiClient, body: Record<string, unknown>) =>
    eventually(async () => {
      const res = await client.post('/api/tasks', { title: `${tag} task`, ...body });
      return res.status === 201 && (res.body as { id: string });
    });

  /** The feed of `client` once it holds `expected` (events reach the log a moment later). */
  const feedWith = (client: ApiClient, expected: string[]) =>
    eventually(async () => {
      const res = await client.get('/api/activities/mine?limit=200');
      const seen = ids(res.body ?? []);
      return res.status === 200 && expected.every((e) => seen.has(e)) && (res.body as ActivityDto[]);
    }, 20_000);

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Mine'));
    member = await signedInAs(admin, 'team_member');
    riskOwner = await signedInAs(admin, 'manager');
  });

  it('answers 401 without a session', async () => {
    const res = await new ApiClient().get('/api/activities/mine');
    expect(res.status).toBe(401);
  });

  it('shows a team member their own actions and the changes to their tasks and risks, nobody else’s', async () => {
    const other = await createUser(admin, { role: 'team_member' });
    // The admin's task assigned to the member, the admin's task assigned to someone else, the member's own task.
    const assigned = await createTask(admin, { assignedToId: member.user.id });
    const foreign = await createTask(admin, { assignedToId: other.id });
    const own = await createTask(member.client, {});
    // The admin changes the member's task after it was assigned: that change shows in the member's feed.
    expect((await admin.patch(`/api/tasks/${assigned.id}`, { status: 'in_progress' })).status).toBe(200);
    // A risk owned by the manager, reported by the admin.
    const risk = await createRiskWhenKnown(
      admin,
      { title: `${tag} risk`, riskType: 'technical', ownerId: riskOwner.user.id, departmentIds: [department.id] },
      20_000,
    );

    const feed = await feedWith(member.client, [
      `task:${assigned.id}:task_created`,
      `task:${assigned.id}:task_updated`,
      `task:${own.id}:task_created`,
    ]);
    const seen = ids(feed);
    expect(seen.has(`task:${foreign.id}:task_created`)).toBe(false);
    expect(seen.has(`risk:${risk.id}:risk_created`)).toBe(false);
    expect(seen.has(`department:${department.id}:department_created`)).toBe(false);
    // Every entry is the member's own action or about a task of theirs.
    const theirs = new Set([assigned.id, own.id]);
    expect(feed.every((a) => a.userId === member.user.id || (a.entityType === 'task' && theirs.has(a.entityId)))).toBe(true);
    const times = feed.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // The risk's owner sees the admin's report of their risk, and not the member's tasks.
    const ownerFeed = await feedWith(riskOwner.client, [`risk:${risk.id}:risk_created`]);
    expect(ids(ownerFeed).has(`task:${own.id}:task_created`)).toBe(false);
  });

  it('pages with limit and offset and the total in X-Total-Count', async () => {
    const total = async () => Number((await member.client.get('/api/activities/mine')).headers.get('x-total-count'));
    // The feed already holds the first test's entries: wait for both new ones, or one arriving between the two pages
    // below shifts the second page onto the first's entry.
    const before = await total();
    await createTask(member.client, {});
    await createTask(member.client, {});
    await eventually(async () => (await total()) >= before + 2, 20_000);
    const first = await member.client.get('/api/activities/mine?limit=1');
    const second = await member.client.get('/api/activities/mine?limit=1&offset=1');
    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);
    const beyond = await member.client.get('/api/activities/mine?offset=100000');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
  });

  it.each(['limit=0', 'limit=201', 'offset=-1'])('rejects %s with 400', async (query) => {
    const res = await member.client.get(`/api/activities/mine?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
  });
});
