import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS, type EscalationAlertsDto, type RiskMatrixCellDto } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient, type ApiResponse } from './support/api-client.js';
import { ADMIN, createDepartment, unique } from './support/fixtures.js';
import { ScaleSeed } from './support/scale-seed.js';

/** A bus message is at most 1 MB (NATS's max_payload): every answer must stay below it, whatever the register's size. */
const ONE_MB = 1024 * 1024;
const RISKS = 5_000;
const TASKS = 5_000;
const USERS = 5_000;

/**
 * No unbounded answer (issue 22): a register that overflowed the bus before (5,000 open critical risks, 5,000 overdue
 * tasks, 5,000 users), written straight into the services' tables, and every list route of the API against it: each
 * answer under 1 MB, with the exact counts and, for the escalation alerts, the most urgent items first. Its own stack,
 * since the shared one's other tests count risks and tasks of their own.
 */
describe('every list answer stays bounded at enterprise size', () => {
  let stack: OwnStack;
  let admin: ApiClient;
  let seed: ScaleSeed;
  let riskId: string;
  let taskId: string;

  /** The answer, after checking it succeeded and is below the bus's limit. */
  const bounded = async <T>(path: string): Promise<ApiResponse<T>> => {
    const res = await admin.get<T>(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(Buffer.byteLength(res.text)).toBeLessThan(ONE_MB);
    return res;
  };
  const total = (res: ApiResponse) => Number(res.headers.get('X-Total-Count'));
  const code = (prefix: string, n: number) => `${prefix}-${seed.year}-${String(n).padStart(4, '0')}`;

  beforeAll(async () => {
    stack = await startOwnStack('bounded', ['identity', 'risk', 'task', 'notification']);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const me = (await admin.get('/api/auth/me')).body as { id: string };
    const department = await createDepartment(admin, unique('Scale'));
    seed = await ScaleSeed.connect(stack.databaseUrl);
    await seed.criticalRisks(RISKS, me.id, department.id);
    await seed.overdueTasks(TASKS, me.id);
    await seed.users(USERS);
    await seed.analyze();
    riskId = (await seed.query<{ id: string }>(`select id from risk.risk where risk_code = $1`, [code('RSK', 1)])).rows[0]!.id;
    taskId = (await seed.query<{ id: string }>(`select id from task.task where task_id = $1`, [code('TSK', 1)])).rows[0]!.id;
  }, 240_000);

  afterAll(async () => {
    await seed?.close();
    await stack?.stop();
  }, 60_000);

  it('answers the escalation alerts with the ten most urgent of each group and the exact counts', async () => {
    const { body } = await bounded<EscalationAlertsDto>('/api/escalation-alerts');
    expect([body.overdueCount, body.upcomingCount, body.criticalCount]).toEqual([TASKS, 0, RISKS]);
    // Longest overdue first: TSK number n is due 2 + n % 50 days ago, so 49, 99, 149... are the oldest, in code order.
    expect(body.overdueTasks.map((t) => t.taskId)).toEqual(
      Array.from({ length: LIMITS.alertItemsAnswered }, (_, i) => code('TSK', 49 + 50 * i)),
    );
    expect(body.upcomingTasks).toEqual([]);
    // Highest score first: numbers 1, 4, 7... score 25, in code order.
    expect(body.criticalRisks.map((r) => [r.riskId, r.riskScore])).toEqual(
      Array.from({ length: LIMITS.alertItemsAnswered }, (_, i) => [code('RSK', 1 + 3 * i), 25]),
    );
  });

  it('pages the risk list, whatever its filter or depth, and keeps the aggregates to a fixed size', async () => {
    const first = await bounded<unknown[]>('/api/risks');
    expect([total(first), first.body.length]).toEqual([RISKS, LIMITS.riskPageDefault]);
    const critical = await bounded<unknown[]>(`/api/risks?level=critical&limit=${LIMITS.riskPageMax}`);
    expect([total(critical), critical.body.length]).toEqual([RISKS, LIMITS.riskPageMax]);
    const deep = await bounded<unknown[]>(`/api/risks?limit=${LIMITS.riskPageMax}&offset=${RISKS - 100}`);
    expect([total(deep), deep.body.length]).toEqual([RISKS, 100]);
    expect((await admin.get(`/api/risks?limit=${LIMITS.riskPageMax + 1}`)).status).toBe(400);

    const matrix = await bounded<RiskMatrixCellDto[]>('/api/risks/matrix');
    expect(matrix.body.reduce((sum, cell) => sum + cell.count, 0)).toBe(RISKS);
    const summary = await bounded<{ totalRisks: number; criticalCount: number }[]>('/api/risks/by-department/summary');
    expect(summary.body.reduce((sum, row) => sum + row.criticalCount, 0)).toBe(RISKS);
    const monthly = await bounded<{ opened: number }[]>('/api/risks/stats/monthly');
    expect(monthly.body.reduce((sum, month) => sum + month.opened, 0)).toBe(RISKS);
  });

  it('pages the task lists and counts the summary', async () => {
    const list = await bounded<unknown[]>(`/api/tasks?limit=${LIMITS.taskPageMax}`);
    expect([total(list), list.body.length]).toEqual([TASKS, LIMITS.taskPageMax]);
    const mine = await bounded<unknown[]>('/api/tasks/my-tasks');
    expect([total(mine), mine.body.length]).toEqual([TASKS, LIMITS.taskPageDefault]);
    const today = new Date().toISOString().slice(0, 10);
    const summary = await bounded<{ total: number; overdue: number }>(`/api/tasks/my-tasks/summary?today=${today}`);
    expect([summary.body.total, summary.body.overdue]).toEqual([TASKS, TASKS]);
    expect((await admin.get(`/api/tasks?limit=${LIMITS.taskPageMax + 1}`)).status).toBe(400);
  });

  it("bounds every other list: a record's lists, the activity log, the settings' lists", async () => {
    for (const path of [
      `/api/risks/${riskId}/tasks`,
      `/api/comments/risk/${riskId}`,
      `/api/tasks/${taskId}/risks`,
      `/api/tasks/${taskId}/history`,
      `/api/comments/task/${taskId}`,
      '/api/activities',
      '/api/activities/mine',
      '/api/activities/users?search=scale',
      '/api/departments',
      '/api/risk-types',
      '/api/email-templates',
      '/api/escalation-settings',
      '/api/security-events',
    ])
      await bounded(path);
  });
});
