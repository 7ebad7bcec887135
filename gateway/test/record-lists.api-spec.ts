import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RiskView } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, eventually, signedInAdmin, unique } from './support/fixtures.js';

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 500';
const OFFSET_MESSAGE = 'Offset must be a whole number from 0 to 2147483647';

/**
 * A record's own lists (its comments, a risk's linked tasks, a task's history) are bounded like every other list: at
 * most 500 items per answer, oldest first, paged by `limit` and `offset`, the whole number in X-Total-Count. The
 * answers stay the arrays of SPEC section 7.
 */
describe("a record's own lists, paged", () => {
  let admin: ApiClient;
  let risk: RiskView;
  let taskIds: string[];
  let riskComments: string[];
  let taskComments: string[];

  beforeAll(async () => {
    admin = await signedInAdmin();
    const department = await createDepartment(admin);
    const me = (await admin.get('/api/auth/me')).body;
    risk = await createRiskWhenKnown(admin, { title: unique('Paged risk '), ownerId: me.id, departmentIds: [department.id] });
    taskIds = [];
    for (const n of [1, 2, 3]) {
      const res = await eventually(async () => {
        const created = await admin.post('/api/tasks', { title: `Treatment ${n}`, priority: 'medium', riskIds: [risk.id] });
        return created.status === 201 ? created : undefined;
      });
      taskIds.push(res.body.id);
    }
    riskComments = [];
    taskComments = [];
    for (const n of [1, 2, 3]) {
      riskComments.push((await admin.post('/api/comments', { content: `On the risk ${n}`, riskId: risk.id })).body.id);
      taskComments.push((await admin.post('/api/comments', { content: `On the task ${n}`, taskId: taskIds[0] })).body.id);
    }
  }, 60_000);

  const ids = (body: { id: string }[]) => body.map((item) => item.id);

  it('pages the comments of a risk and of a task, oldest first, with the number of comments', async () => {
    for (const [path, all] of [
      [`/api/comments/risk/${risk.id}`, riskComments],
      [`/api/comments/task/${taskIds[0]}`, taskComments],
    ] as const) {
      const whole = await admin.get(path);
      expect(whole.status).toBe(200);
      expect(ids(whole.body)).toEqual(all);
      expect(whole.headers.get('x-total-count')).toBe('3');
      const second = await admin.get(`${path}?limit=2&offset=2`);
      expect(ids(second.body)).toEqual(all.slice(2));
      expect(second.headers.get('x-total-count')).toBe('3');
    }
  });

  it("pages a risk's linked tasks", async () => {
    const first = await admin.get(`/api/risks/${risk.id}/tasks?limit=2`);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(taskIds.slice(0, 2));
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(ids((await admin.get(`/api/risks/${risk.id}/tasks?offset=2`)).body)).toEqual(taskIds.slice(2));
  });

  it("pages a task's history (created, then one entry per comment)", async () => {
    const whole = await admin.get(`/api/tasks/${taskIds[0]}/history`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('x-total-count')).toBe(String(whole.body.length));
    expect(whole.body.map((e: { action: string }) => e.action)).toEqual(['created', 'comment_added', 'comment_added', 'comment_added']);
    const last = await admin.get(`/api/tasks/${taskIds[0]}/history?limit=1&offset=3`);
    expect(ids(last.body)).toEqual([whole.body[3].id]);
  });

  it('refuses a limit over 500 and an offset out of range, with the message', async () => {
    for (const path of [`/api/comments/risk/${risk.id}`, `/api/risks/${risk.id}/tasks`, `/api/tasks/${taskIds[0]}/history`]) {
      const tooMany = await admin.get(`${path}?limit=501`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.text).toContain(LIMIT_MESSAGE);
      const farOff = await admin.get(`${path}?offset=1e20`);
      expect(farOff.status).toBe(400);
      expect(farOff.text).toContain(OFFSET_MESSAGE);
    }
  });
});
