import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ActivityDto, DepartmentDto, UserDto } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack, type ServiceName } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, PASSWORD, createDepartment, createUser, eventually, unique } from './support/fixtures.js';

const SERVICES: ServiceName[] = ['identity', 'risk', 'task', 'notification'];

/**
 * Horizontal scale on one machine: two gateways and two instances of every service over one PostgreSQL and one
 * NATS prefix, as two pods of each Deployment would run. Its own stack (stopping instances would disturb others).
 */
describe('two instances of the gateway and of every service', () => {
  let stack: OwnStack;
  let gatewayB: string;
  let adminA: ApiClient;
  let adminB: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  const tag = unique('scaleout');

  beforeAll(async () => {
    stack = await startOwnStack('scaleout', SERVICES);
    // One at a time: on a machine shared with other test runs, ten processes starting at once time out.
    for (const name of SERVICES) await stack.addService(name);
    gatewayB = await stack.addGateway();
    adminA = new ApiClient(stack.baseUrl);
    expect((await adminA.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    adminB = adminA.sameSessionAt(gatewayB);
    department = await createDepartment(adminA, unique('Ops'));
    owner = await createUser(adminA, { role: 'manager', departmentId: department.id });
  }, 500_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  const createRisk = async (through: ApiClient, title: string) => {
    const res = await through.post('/api/risks', {
      title,
      riskType: 'operational',
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 3,
      impact: 4,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; title: string };
  };

  it('answers a risk created through gateway A through gateway B', async () => {
    const risk = await createRisk(adminA, `${tag} created on A`);
    const read = await adminB.get(`/api/risks/${risk.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: risk.id, title: `${tag} created on A` });
  });

  it('keeps a session made on gateway A on gateway B, and a sign-out on A ends it on B', async () => {
    const user = await createUser(adminA, { role: 'team_member' });
    const onA = new ApiClient(stack.baseUrl);
    expect((await onA.login(user.username, PASSWORD)).status).toBe(200);
    const onB = onA.sameSessionAt(gatewayB);
    expect((await onB.get('/api/auth/me')).body).toMatchObject({ id: user.id });
    expect((await onA.post('/api/logout')).status).toBeLessThan(300);
    expect((await onB.get('/api/auth/me')).status).toBe(401);
  });

  it('writes one activity per event although two notification instances consume the stream', async () => {
    // Enough events that both instances of every consumer get some; through both gateways.
    const risks = [];
    for (let i = 0; i < 10; i++) risks.push(await createRisk(i % 2 ? adminB : adminA, `${tag} event ${i}`));
    // A later event as a marker: once its activity and every risk's is there, a duplicate would be too.
    const marker = await createDepartment(adminA, unique('Marker'));
    const ids = new Set(risks.map((r) => r.id));
    const riskActivities = (list: ActivityDto[]) => list.filter((a) => a.entityType === 'risk' && ids.has(a.entityId));
    const feed = await eventually(async () => {
      const res = await adminA.get('/api/activities?limit=200');
      const list = res.body as ActivityDto[];
      const markerSeen = list.some((a) => a.entityType === 'department' && a.entityId === String(marker.id));
      return markerSeen && new Set(riskActivities(list).map((a) => a.entityId)).size === ids.size && list;
    }, 30_000);
    const created = riskActivities(feed).filter((a) => a.actionType === 'risk_created');
    expect(created.map((a) => a.entityId).sort()).toEqual([...ids].sort());
  });

  it('answers every read while one instance of each service is killed (the queue group takes over)', async () => {
    const risk = await createRisk(adminA, `${tag} read during the kill`);
    const reads = ['/api/risks/' + risk.id, '/api/users?limit=5', '/api/tasks', '/api/activities?limit=5'];
    const failures: string[] = [];
    for (let i = 0; i < 200; i++) {
      // Halfway, the first instances (the stack's own) die as a crash would (SIGKILL, no shutdown), between two reads:
      // a request a process has already taken when it dies is lost, as the gateway does not retry reads (yet).
      if (i === 100) await Promise.all(SERVICES.map((name) => stack.stopService(name, 'SIGKILL')));
      const path = reads[i % reads.length];
      const res = await (i % 2 ? adminB : adminA).get(path);
      if (res.status !== 200) failures.push(`#${i} ${path} ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
