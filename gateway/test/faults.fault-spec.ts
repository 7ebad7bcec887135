import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ERRORS, type DepartmentDto, type UserDto } from '@rtm/contracts';
// The launchers are the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnNats, type OwnNats } from '../../scripts/testing/own-nats.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnPostgres, type OwnPostgres } from '../../scripts/testing/own-postgres.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack, type ServiceName } from '../../scripts/testing/own-stack.js';
import { ApiClient, type ApiResponse } from './support/api-client.js';
import { ADMIN, createDepartment, createUser, eventually, unique } from './support/fixtures.js';

const SERVICES: ServiceName[] = ['identity', 'risk', 'task', 'notification'];
const PROCESSES = ['gateway', ...SERVICES] as const;

/*
 * The recovery guarantees of docs/reliability.md (issue 13), each measured here against real processes
 * under `npm start`'s supervisor. The machine that runs CI is small and shared, so each bound gets a margin for load;
 * the figures measured are printed (console.log) for docs/reliability.md.
 */
/** A request the product cannot serve is answered 503 within 5 s. */
const FAIL_FAST_MS = 5_000;
/** A process killed with SIGKILL is serving again within 10 s, by the supervisor alone. */
const BACK_AFTER_KILL_MS = 10_000;
/** The first request after NATS returns succeeds within 5 s. */
const FIRST_SUCCESS_AFTER_NATS_MS = 5_000;
/** Requests succeed again within 30 s of a PostgreSQL restart. */
const RECOVERY_AFTER_POSTGRES_MS = 30_000;
/** Added to each bound: the processes share two cores with other test runs. */
const LOAD_MARGIN_MS = 3_000;
/** The supervisor starts a process that died unasked again after 1 s (its first restart). */
const RESTART_DELAY_MS = 1_000;
/**
 * Added to the serving-again bound: starting a process (loading its modules, connecting, checking its migrations) is CPU
 * work, measured 6.5 to 9.5 s from the kill at load averages near 25 and up to 27 s at 40 (other builds on two cores).
 */
const START_MARGIN_MS = 30_000;
/** Longer than any answer may take: a request still open after this is a hang. */
const HANG_MS = 60_000;

interface Outcome {
  kind: 'read' | 'write';
  start: number;
  end: number;
  status: number;
  message: string;
  id?: string;
}

/**
 * Faults survived by the whole product (gateway and four services under the supervisor), on a NATS server and a
 * PostgreSQL cluster made for this file alone: the machine's shared servers are never stopped.
 */
describe('faults survived', () => {
  let nats: OwnNats;
  let postgres: OwnPostgres;
  let stack: OwnStack;
  let admin: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  let db: pg.Pool;
  const tag = unique('faults');
  const figures: string[] = [];

  beforeAll(async () => {
    [nats, postgres] = await Promise.all([startOwnNats(), startOwnPostgres()]);
    stack = await startOwnStack('faults', SERVICES, { restart: true, servers: { postgres: postgres.url, nats: nats.url } });
    db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
    db.on('error', () => undefined); // the restart test ends its connections
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    department = await createDepartment(admin, unique('Faults'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
    // The risk service learns of the new owner from identity's events.
    await eventually(async () => (await createRisk('ready')).status === 201, 60_000);
  }, 400_000);

  afterAll(async () => {
    if (figures.length > 0) console.log(`Faults survived, measured:\n  ${figures.join('\n  ')}`);
    await db?.end().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await Promise.all([nats?.destroy(), postgres?.destroy()]);
  }, 120_000);

  const createRisk = (title: string, idempotencyKey?: string) =>
    admin.post(
      '/api/risks',
      { title: `${tag} ${title}`, riskType: 'operational', ownerId: owner.id, departmentIds: [department.id], likelihood: 2, impact: 3 },
      { signal: AbortSignal.timeout(HANG_MS), headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
    );

  /** Sends one request and records how it ended; a request with no answer within HANG_MS is a hang (status 0). */
  const timed = async (kind: Outcome['kind'], send: () => Promise<ApiResponse>): Promise<Outcome> => {
    const start = Date.now();
    try {
      const res = await send();
      return { kind, start, end: Date.now(), status: res.status, message: String(res.body?.message ?? ''), id: res.body?.id };
    } catch (error) {
      return { kind, start, end: Date.now(), status: 0, message: `no answer: ${(error as Error).message}` };
    }
  };

  /** Reads and creates in a steady stream until `stop` resolves: two readers and two writers, 100 ms apart. */
  const steadyLoad = async (until: Promise<unknown>, label: string): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    let running = true;
    void until.then(() => (running = false));
    let n = 0;
    const worker = async (kind: Outcome['kind']) => {
      while (running) {
        outcomes.push(
          await timed(kind, () =>
            kind === 'write'
              ? createRisk(`${label} ${n++}`)
              : admin.get('/api/risks?limit=5&sortBy=createdAt', { signal: AbortSignal.timeout(HANG_MS) }),
          ),
        );
        await sleep(100);
      }
    };
    await Promise.all([worker('read'), worker('read'), worker('write'), worker('write')]);
    return outcomes;
  };

  const pids = () => PROCESSES.map((name) => stack.pidOf(name));
  /** A read served by each service, through the gateway. */
  const READ_OF: Record<ServiceName, string> = {
    identity: '/api/users?limit=1',
    risk: '/api/risks?limit=1',
    task: '/api/tasks?limit=1',
    notification: '/api/activities?limit=1',
  };
  const serves = async (name: ServiceName) => (await admin.get(READ_OF[name], { signal: AbortSignal.timeout(HANG_MS) })).status === 200;

  /** Every answer a 2xx or a 503 given within FAIL_FAST_MS; never a hang or another error. */
  const expectAnsweredOrFailedFast = (outcomes: Outcome[]) => {
    const wrong = outcomes.filter(
      (o) => !(o.status >= 200 && o.status < 300) && !(o.status === 503 && o.end - o.start <= FAIL_FAST_MS + LOAD_MARGIN_MS),
    );
    expect(wrong.map((o) => `${o.kind} ${o.status} after ${o.end - o.start} ms: ${o.message}`)).toEqual([]);
  };

  const slowest503 = (outcomes: Outcome[]) => Math.max(0, ...outcomes.filter((o) => o.status === 503).map((o) => o.end - o.start));

  /**
   * Once every outbox row is sent: each risk of this file has exactly one risk_created activity, and every activity
   * names a risk that exists (zero lost, zero duplicates), with no dead letters.
   */
  const expectEveryRiskLoggedOnce = async (created: string[]) => {
    await eventually(async () => {
      const unsent = await db.query<{ n: number }>(
        `select (select count(*) from risk.outbox_event where sent_at is null)
              + (select count(*) from notification.outbox_event where sent_at is null)
              + (select count(*) from identity.outbox_event where sent_at is null)
              + (select count(*) from task.outbox_event where sent_at is null) as n`,
      );
      const missing = await db.query<{ n: number }>(
        `select count(*)::int as n from risk.risk r
          where not exists (select 1 from notification.activity a where a.entity_type = 'risk' and a.entity_id = r.id::text and a.action_type = 'risk_created')`,
      );
      return Number(unsent.rows[0].n) === 0 && missing.rows[0].n === 0;
    }, 90_000);
    const risks = new Set((await db.query<{ id: string }>(`select id from risk.risk`)).rows.map((r) => r.id));
    const logged = (
      await db.query<{ entity_id: string; n: number }>(
        `select entity_id, count(*)::int as n from notification.activity where entity_type = 'risk' and action_type = 'risk_created' group by entity_id`,
      )
    ).rows;
    expect(created.filter((id) => !risks.has(id))).toEqual([]); // every risk answered 201 exists
    expect(logged.filter((row) => row.n !== 1)).toEqual([]); // no duplicates
    expect(logged.filter((row) => !risks.has(row.entity_id))).toEqual([]); // no activity of a risk that is not there
    expect([...risks].filter((id) => !logged.some((row) => row.entity_id === id))).toEqual([]); // none lost
    expect((await db.query(`select 1 from notification.dead_letter`)).rowCount).toBe(0);
  };

  it('survives kill -9 of the notification and of the risk service while 300 risks are created 10 at a time', async () => {
    const outcomes: Outcome[] = [];
    const recoveries: Promise<{ respawned: number; back: number }>[] = [];
    /** SIGKILL, then how long until the supervisor started a new process, and until that process serves its routes. */
    const kill = async (name: ServiceName) => {
      const before = stack.pidOf(name)!;
      const killedAt = Date.now();
      process.kill(before, 'SIGKILL');
      await eventually(async () => stack.pidOf(name) !== before, 60_000);
      const respawned = Date.now() - killedAt;
      await eventually(() => serves(name), 60_000);
      return { respawned, back: Date.now() - killedAt };
    };
    let created = 0;
    // Ten clients create 30 risks each. One answered 503 is sent again after a moment with the same Idempotency-Key,
    // as the front end does when the person submits the form again. The notification service dies while its
    // consumers handle the first events; the risk service dies with creates in flight.
    const worker = async (w: number) => {
      for (let i = 0; i < 30; i++) {
        const key = `${tag}-${w}-${i}`;
        for (;;) {
          if (created >= 60 && recoveries.length === 0) recoveries.push(kill('notification'));
          if (created >= 180 && recoveries.length === 1) recoveries.push(kill('risk'));
          const outcome = await timed('write', () => createRisk(`kill ${w}.${i}`, key));
          outcomes.push(outcome);
          if (outcome.status !== 503) break;
          await sleep(250);
        }
        created += 1;
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, w) => worker(w)));
    const [notificationBack, riskBack] = await Promise.all(recoveries);
    figures.push(
      `kill -9 under 300 creates: ${outcomes.filter((o) => o.status === 201).length} answered 201, ` +
        `${outcomes.filter((o) => o.status === 503).length} answered 503 (slowest ${slowest503(outcomes)} ms) and were sent again; ` +
        `notification started again after ${notificationBack.respawned} ms and serving after ${notificationBack.back} ms, ` +
        `risk after ${riskBack.respawned} ms and ${riskBack.back} ms`,
    );

    expectAnsweredOrFailedFast(outcomes);
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(300);
    for (const { respawned, back } of [notificationBack, riskBack]) {
      expect(respawned).toBeLessThanOrEqual(RESTART_DELAY_MS + LOAD_MARGIN_MS);
      expect(back).toBeLessThanOrEqual(BACK_AFTER_KILL_MS + START_MARGIN_MS);
    }
    // A create retried with its key after a 503 whose risk had committed (the service killed before answering, or
    // its answer lost) is answered with that risk, never made twice: one risk per title.
    const titles = await db.query<{ title: string; n: number }>(
      `select title, count(*)::int as n from risk.risk where title like $1 group by title`,
      [`${tag} kill %`],
    );
    expect(titles.rows).toHaveLength(300);
    expect(titles.rows.filter((row) => row.n !== 1)).toEqual([]);
    await expectEveryRiskLoggedOnce(outcomes.filter((o) => o.status === 201).map((o) => o.id!));
  }, 300_000);

  it('fails fast while NATS is stopped for 15 s, reconnects every process by itself, and loses no event', async () => {
    const before = pids();
    let stoppedAt = 0;
    let backAt = 0;
    const outage = (async () => {
      await sleep(5_000);
      stoppedAt = Date.now();
      await nats.stop();
      await sleep(15_000);
      await nats.start();
      backAt = Date.now();
      await sleep(15_000);
    })();
    const outcomes = await steadyLoad(outage, 'nats');
    const during = outcomes.filter((o) => o.start > stoppedAt + 1_000 && o.end < backAt);
    const firstSuccess = (kind: Outcome['kind']) =>
      Math.min(...outcomes.filter((o) => o.kind === kind && o.start >= backAt && o.status < 300).map((o) => o.end)) - backAt;
    figures.push(
      `NATS stopped 15 s: ${during.length} requests during the outage, all 503 (slowest ${slowest503(outcomes)} ms); ` +
        `first read ${firstSuccess('read')} ms and first create ${firstSuccess('write')} ms after NATS returned`,
    );

    expectAnsweredOrFailedFast(outcomes);
    expect(during.length).toBeGreaterThan(0);
    // While the bus itself is down, the answer says so (not that a service is not responding).
    expect(during.filter((o) => o.status !== 503 || o.message !== ERRORS.busUnavailable).map((o) => `${o.status} ${o.message}`)).toEqual(
      [],
    );
    expect(pids()).toEqual(before); // no process was restarted: each reconnected by itself
    expect(firstSuccess('read')).toBeLessThanOrEqual(FIRST_SUCCESS_AFTER_NATS_MS + LOAD_MARGIN_MS);
    expect(firstSuccess('write')).toBeLessThanOrEqual(FIRST_SUCCESS_AFTER_NATS_MS + LOAD_MARGIN_MS);
    for (const name of SERVICES) expect(await serves(name)).toBe(true);
    await expectEveryRiskLoggedOnce(outcomes.filter((o) => o.status === 201).map((o) => o.id!));
  }, 300_000);

  it('keeps every process running through a PostgreSQL restart, and requests recover within 30 s', async () => {
    const before = pids();
    let backAt = 0;
    const restart = (async () => {
      await sleep(5_000);
      await postgres.restart('fast');
      backAt = Date.now();
      await sleep(RECOVERY_AFTER_POSTGRES_MS + LOAD_MARGIN_MS + 5_000);
    })();
    const outcomes = await steadyLoad(restart, 'postgres');
    const lastFailure = Math.max(backAt, ...outcomes.filter((o) => o.status >= 300 || o.status === 0).map((o) => o.end));
    const failed = outcomes.filter((o) => o.status >= 300 || o.status === 0).length;
    figures.push(`PostgreSQL restarted: ${failed} requests failed, the last ${lastFailure - backAt} ms after it was back`);

    expect(pids()).toEqual(before); // no process exited
    expect(outcomes.filter((o) => o.status === 0).map((o) => `${o.kind}: ${o.message}`)).toEqual([]); // no hang
    expect(lastFailure - backAt).toBeLessThanOrEqual(RECOVERY_AFTER_POSTGRES_MS);
    expect(outcomes.filter((o) => o.start > lastFailure && o.status < 300).length).toBeGreaterThan(0);
    await expectEveryRiskLoggedOnce(outcomes.filter((o) => o.status === 201).map((o) => o.id!));
  }, 300_000);
});
