import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LinkedTaskDto, RiskView } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, createDepartment, createRiskWhenKnown, eventually, unique } from './support/fixtures.js';

/**
 * One hop per read: GET /api/risks/{id}/tasks is answered by the task service alone (its projection of risks),
 * so it works while the risk service is down. This file runs its own stack (identity, risk, task) and stops risk.
 */
describe('the tasks of a risk while the risk service is down', () => {
  let stack: OwnStack;
  let admin: ApiClient;
  let risk: RiskView;
  let taskId: string;

  beforeAll(async () => {
    stack = await startOwnStack('risktasks', ['identity', 'risk', 'task']);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const department = await createDepartment(admin, unique('Ops'));
    const me = (await admin.get('/api/auth/me')).body;
    risk = await createRiskWhenKnown(admin, { title: unique('Linked risk '), ownerId: me.id, departmentIds: [department.id] });
    const task = await eventually(async () => {
      const res = await admin.post('/api/tasks', { title: unique('Treatment '), priority: 'high', riskIds: [risk.id] });
      return res.status === 201 ? res : undefined;
    });
    taskId = task.body.id;
    await stack.stopService('risk');
    expect((await admin.get(`/api/risks/${risk.id}`)).status).toBe(503); // the risk service is really gone
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('still lists the linked tasks', async () => {
    const res = await admin.get(`/api/risks/${risk.id}/tasks`);
    expect(res.status).toBe(200);
    expect((res.body as LinkedTaskDto[]).map((t) => t.id)).toEqual([taskId]);
  });

  it('asks the risk service only for a risk the task service does not know (here: 503, never a made-up answer)', async () => {
    const res = await admin.get(`/api/risks/00000000-0000-4000-8000-000000000000/tasks`);
    expect(res.status).toBe(503);
  });
});
