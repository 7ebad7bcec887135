import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { ActivityDto, DepartmentDto, UserDto } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack, type ServiceName } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, PASSWORD, createDepartment, createRisk, createUser, eventually, unique } from './support/fixtures.js';

const SERVICES: ServiceName[] = ['identity', 'risk', 'task', 'notification'];
/** The reminder job of both notification instances runs every second here (15 minutes by default). */
const SCHEDULER_INTERVAL_MS = 1000;

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
  /** The second instance of each service (addService), whose /health counts the requests it took. */
  const second = new Map<ServiceName, string>();
  const tag = unique('scaleout');

  beforeAll(async () => {
    stack = await startOwnStack('scaleout', SERVICES, { env: { SCHEDULER_INTERVAL_MS: String(SCHEDULER_INTERVAL_MS) } });
    // One at a time: on a machine shared with other test runs, ten processes starting at once time out.
    for (const name of SERVICES) second.set(name, await stack.addService(name));
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

  const newRisk = (through: ApiClient, title: string) =>
    createRisk(through, { title, ownerId: owner.id, departmentIds: [department.id], impact: 4 });

  it('answers a risk created through gateway A through gateway B', async () => {
    const risk = await newRisk(adminA, `${tag} created on A`);
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

  it('ends on gateway B, at the next request, the other sessions a password change on A ends (B had them cached)', async () => {
    const user = await createUser(adminA, { role: 'team_member' });
    const keeper = new ApiClient(stack.baseUrl);
    const other = new ApiClient(stack.baseUrl);
    expect((await keeper.login(user.username, PASSWORD)).status).toBe(200);
    expect((await other.login(user.username, PASSWORD)).status).toBe(200);
    const otherOnB = other.sameSessionAt(gatewayB);
    expect((await otherOnB.get('/api/auth/me')).status).toBe(200);
    expect((await otherOnB.get('/api/auth/me')).status).toBe(200);
    expect((await keeper.patch('/api/auth/me/password', { currentPassword: PASSWORD, newPassword: 'a-new-secret-8' })).status).toBe(204);
    expect((await otherOnB.get('/api/auth/me')).status).toBe(401);
    expect((await keeper.sameSessionAt(gatewayB).get('/api/auth/me')).status).toBe(200);
  });

  it('writes one activity per event although two notification instances consume the stream', async () => {
    // Enough events that both instances of every consumer get some; through both gateways.
    const risks = [];
    for (let i = 0; i < 10; i++) risks.push(await newRisk(i % 2 ? adminB : adminA, `${tag} event ${i}`));
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

  it('spreads the requests over both instances of a service (queue group)', async () => {
    const risk = await newRisk(adminA, `${tag} spread`);
    const handledBySecond = async () =>
      ((await (await fetch(stack.healthUrlOf(second.get('risk')!))).json()) as { rpcRequests: number }).rpcRequests;
    const before = await handledBySecond();
    const reads = 40;
    for (let i = 0; i < reads; i++) {
      // One risk-service request per read (risk.risks.get); every one answered.
      expect((await (i % 2 ? adminB : adminA).get(`/api/risks/${risk.id}`)).status).toBe(200);
    }
    const bySecond = (await handledBySecond()) - before;
    const byFirst = reads - bySecond;
    // Both instances took a share: the second some of the reads, the first the rest.
    expect(bySecond).toBeGreaterThan(0);
    expect(byFirst).toBeGreaterThan(0);
  });

  it('records the reminder of a task once although both notification instances run the scheduler', async () => {
    const assignee = await createUser(adminA, { role: 'team_member', departmentId: department.id });
    const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const task = await adminA.post('/api/tasks', { title: `${tag} reminder`, assignedToId: assignee.id, dueDate: due });
    expect(task.status).toBe(201);
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const reminders = async () =>
        (await db.query(`select mail_key from notification.mail where type = 'task_reminder' and task_id = $1`, [task.body.id])).rows;
      await eventually(async () => (await reminders()).length > 0, 30_000);
      // Several more periods, each run by both instances (an advisory lock orders them; the mail key is unique).
      await new Promise((r) => setTimeout(r, 4 * SCHEDULER_INTERVAL_MS));
      expect(await reminders()).toEqual([{ mail_key: `task_reminder:${String(task.body.id)}:0:${due}` }]);
      // And one daily digest per user and day, whichever instance's run recorded it.
      const digests = await db.query(
        `select recipient_id, count(*)::int as n from notification.mail where type = 'daily_digest'
         group by recipient_id, substring(mail_key from '[0-9]{4}-[0-9]{2}-[0-9]{2}$') having count(*) > 1`,
      );
      expect(digests.rows).toEqual([]);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('answers every read while one instance of each service is killed during them (retried on another instance)', async () => {
    const risk = await newRisk(adminA, `${tag} read during the kill`);
    const reads = ['/api/risks/' + risk.id, '/api/users?limit=5', '/api/tasks', '/api/activities?limit=5'];
    const failures: string[] = [];
    let done = 0;
    // Eight readers keep requests in flight through both gateways; once a quarter of the reads are answered, the
    // first instances (the stack's own) die as a crash would (SIGKILL, no shutdown) while others are under way.
    // A read the dying instance had taken is sent again by the gateway, and the other instance answers it.
    let kill: Promise<void> | undefined;
    const reader = async (r: number) => {
      for (let i = r; i < 240; i += 8) {
        if (done >= 60) kill ??= Promise.all(SERVICES.map((name) => stack.stopService(name, 'SIGKILL'))).then(() => undefined);
        const path = reads[i % reads.length];
        const res = await (i % 2 ? adminB : adminA).get(path);
        done += 1;
        if (res.status !== 200) failures.push(`#${i} ${path} ${res.status} ${res.text.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, r) => reader(r)));
    await kill;
    expect(kill).toBeDefined();
    expect(failures).toEqual([]);
  }, 120_000);
});
