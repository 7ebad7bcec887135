import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { natsConnectOptions } from '@rtm/backend/nats';
import type { DepartmentDto, UserDto } from '@rtm/contracts';
// The launchers are the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnNatsCluster, type OwnNatsCluster } from '../../scripts/testing/own-nats-cluster.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, createDepartment, createUser, eventually, unique } from './support/fixtures.js';

const SCHEMAS = ['identity', 'risk', 'task', 'notification'] as const;
const CREATES = 300;
const WRITERS = 10;
/** Between two creates of a writer: 300 creates over about 40 s, so events keep coming well after the election. */
const PACE_MS = 1_200;
/** The stream leader dies once this many creates have been answered. */
const KILL_AFTER = 100;

/**
 * Issue 23, item 9: the whole product on the production topology (a three-server JetStream cluster, the events stream
 * with three replicas). kill -9 of the stream's leader while 300 risks are created: nothing is lost and every durable
 * consumer catches up. How long each consumer handled nothing after the new leader was elected is printed for
 * docs/reliability.md (a figure, not an assertion: the machine's load varies).
 */
describe('the stream leader killed on a three-server cluster', () => {
  let cluster: OwnNatsCluster;
  let stack: OwnStack;
  let admin: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  let db: pg.Pool;
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  const tag = unique('leader');

  beforeAll(async () => {
    cluster = await startOwnNatsCluster(3);
    stack = await startOwnStack('leader', [...SCHEMAS], {
      restart: true,
      env: { EVENTS_REPLICAS: '3' },
      servers: { postgres: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432', nats: cluster.urlAs('admin') },
    });
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
    nc = await connect({ ...natsConnectOptions(cluster.urlAs('admin')), maxReconnectAttempts: -1 });
    jsm = await jetstreamManager(nc);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    department = await createDepartment(admin, unique('Leader'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
    // The risk service learns of the new owner from identity's events.
    await eventually(async () => (await createRisk('ready')).status === 201, 60_000);
  }, 400_000);

  afterAll(async () => {
    await nc?.close().catch(() => undefined);
    await db?.end().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await cluster?.destroy();
  }, 120_000);

  const createRisk = (title: string, idempotencyKey?: string) =>
    admin.post(
      '/api/risks',
      { title: `${tag} ${title}`, riskType: 'operational', ownerId: owner.id, departmentIds: [department.id], likelihood: 2, impact: 3 },
      { signal: AbortSignal.timeout(60_000), headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
    );

  const leaderOfStream = async () => (await jsm.streams.info(stack.env.EVENTS_STREAM)).cluster?.leader;

  /** Kills the stream's leader; resolves with the kill's time and the time a new leader was first seen. */
  const killLeader = async () => {
    const leader = await leaderOfStream();
    if (!leader) throw new Error('The events stream has no leader before the kill');
    const killedAt = Date.now();
    await cluster.kill(leader);
    const electedAt = await eventually(async () => {
      const now = await leaderOfStream().catch(() => undefined);
      return now && now !== leader ? Date.now() : undefined;
    }, 60_000);
    return { leader, killedAt, electedAt };
  };

  it('loses no event and every durable consumer catches up after kill -9 of the stream leader during 300 creates', async () => {
    let answered = 0;
    let kill: ReturnType<typeof killLeader> | undefined;
    const statuses: number[] = [];
    const writer = async (w: number) => {
      for (let i = 0; i < CREATES / WRITERS; i++) {
        for (;;) {
          if (answered >= KILL_AFTER && !kill) kill = killLeader();
          const res = await createRisk(`kill ${w}.${i}`, `${tag}-${w}-${i}`);
          statuses.push(res.status);
          if (res.status !== 503) break;
          await sleep(250); // sent again with its key, as the form does
        }
        answered += 1;
        await sleep(PACE_MS); // a steady flow of events on both sides of the kill and the election
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    const lastAnswerAt = Date.now();
    const { leader, killedAt, electedAt } = await kill!;

    // Every risk created has its one activity row, and every durable consumer of the stream has nothing left.
    await eventually(async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(distinct a.entity_id)::int as n from notification.activity a join risk.risk r on a.entity_id = r.id::text
            where a.entity_type = 'risk' and a.action_type = 'risk_created' and r.title like $1`,
        [`${tag} kill %`],
      );
      return rows[0].n === CREATES;
    }, 120_000);
    const lagOf = async () => {
      const lags: Record<string, number> = {};
      for await (const info of jsm.consumers.list(stack.env.EVENTS_STREAM)) lags[info.name] = info.num_pending + info.num_ack_pending;
      return lags;
    };
    await eventually(async () => Object.values(await lagOf()).every((n) => n === 0), 60_000);

    const titles = await db.query<{ n: number }>(`select count(*)::int as n from risk.risk where title like $1`, [`${tag} kill %`]);
    expect(titles.rows[0].n).toBe(CREATES);
    const duplicates = await db.query(
      `select entity_id from notification.activity where entity_type = 'risk' and action_type = 'risk_created' group by entity_id having count(*) > 1`,
    );
    expect(duplicates.rowCount).toBe(0);
    for (const schema of SCHEMAS) expect((await db.query(`select 1 from ${schema}.dead_letter`)).rowCount).toBe(0);
    const lags = Object.entries(await lagOf());
    expect(lags.length).toBeGreaterThanOrEqual(SCHEMAS.length);
    expect(lags.filter(([, n]) => n !== 0)).toEqual([]);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);

    // The figure: per consumer, from the new leader's election to the first event it handled after it.
    const resumed: string[] = [];
    for (const schema of SCHEMAS) {
      const { rows } = await db.query<{ consumer: string; first_after: Date | null; last_before: Date | null }>(
        `select consumer,
                min(processed_at) filter (where processed_at >= to_timestamp($1 / 1000.0)) as first_after,
                max(processed_at) filter (where processed_at < to_timestamp($2 / 1000.0)) as last_before
           from ${schema}.processed_event group by consumer order by consumer`,
        [electedAt, killedAt],
      );
      for (const row of rows) {
        const after = row.first_after ? `${((row.first_after.getTime() - electedAt) / 1000).toFixed(1)} s` : 'none';
        const idle =
          row.first_after && row.last_before
            ? `, idle ${((row.first_after.getTime() - row.last_before.getTime()) / 1000).toFixed(1)} s`
            : '';
        resumed.push(`${schema}.${row.consumer}: first event ${after} after the new leader${idle}`);
      }
    }
    console.log(
      `Stream leader ${leader} killed with kill -9 after ${KILL_AFTER} creates; new leader after ${electedAt - killedAt} ms; ` +
        `${statuses.filter((s) => s === 503).length} creates answered 503 and were sent again; last create answered ` +
        `${((lastAnswerAt - electedAt) / 1000).toFixed(1)} s after the election.\n  ${resumed.join('\n  ')}`,
    );
  }, 400_000);
});
