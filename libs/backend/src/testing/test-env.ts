import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { attachmentBucket, importBucket } from '@rtm/contracts';
import { dropDatabase } from '../db/database.js';
import { dropDatabaseRoles } from '../db/roles.js';
import { natsConnectOptions, natsUrlAs } from '../nats/nats-url.js';
import { setupJetStream } from '../events/jetstream-setup.js';

export interface TestEnv {
  DATABASE_URL: string;
  NATS_URL: string;
  NATS_PREFIX: string;
  EVENTS_STREAM: string;
  ACTOR_SIGNING_KEY: string;
  NODE_ENV: 'test';
  LOG_LEVEL: 'warn';
  TRUST_PROXY: 'loopback';
}

const PG = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** The run's own nats-server, which the Jest global setup starts (scripts/nats/nats-server.mjs). */
function testNatsUrl(): string {
  const url = process.env.TEST_NATS_URL;
  if (!url) throw new Error('TEST_NATS_URL is not set: run the tests through Jest (its global setup starts a nats-server of the run).');
  return url;
}

/** A fresh database, subject prefix and stream for one test run, so runs never see each other. */
export function createTestEnv(label = 'test'): TestEnv {
  const id = `${label}_${randomBytes(4).toString('hex')}`.toLowerCase();
  return {
    DATABASE_URL: `${PG}/rtm_${id}`,
    // The run's administrator (every subject): tooling and tests that publish events of any service. A process of
    // the product connects as itself (natsUrlAs(env.NATS_URL, '<service>'), as startStack and startTestService do).
    NATS_URL: natsUrlAs(testNatsUrl(), 'admin'),
    NATS_PREFIX: `${id}.`,
    EVENTS_STREAM: `EVENTS_${id}`.toUpperCase(),
    ACTOR_SIGNING_KEY: randomBytes(24).toString('hex'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The tests play the proxy: the gateway takes X-Forwarded-For from loopback, so a test appears as a client of its
    // own (its sign-in limits apart from the others'). Without a proxy in front, the default trusts none.
    TRUST_PROXY: 'loopback',
  };
}

/** What a test's RpcClient needs to ask the services as the gateway does: the gateway's NATS user and the run's signing key. */
export function gatewayRpcOptions(env: TestEnv): { url: string; prefix: string; actorKey: string } {
  return { url: natsUrlAs(env.NATS_URL, 'gateway'), prefix: env.NATS_PREFIX, actorKey: env.ACTOR_SIGNING_KEY };
}

/**
 * The JetStream setup (setupJetStream) of the run's stream, consumers and uploads bucket, as its administrator; what a
 * service binds to at start. `maxDeliver`: CONSUMER_MAX_DELIVER of the durables (5 by default).
 */
export async function setupTestJetStream(env: TestEnv, maxDeliver?: number): Promise<void> {
  await setupJetStream({ url: env.NATS_URL, prefix: env.NATS_PREFIX, stream: env.EVENTS_STREAM, maxDeliver });
}

/** Drops the run's database, its processes' roles (scripts/stack.mjs made them), stream and uploads bucket (the stream OBJ_<bucket>). */
export async function destroyTestEnv(env: TestEnv): Promise<void> {
  await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  await dropDatabaseRoles(env.DATABASE_URL).catch(() => undefined);
  const nc = await connect(natsConnectOptions(env.NATS_URL));
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(env.EVENTS_STREAM).catch(() => undefined);
    await jsm.streams.delete(`OBJ_${importBucket(env.NATS_PREFIX)}`).catch(() => undefined);
    await jsm.streams.delete(`OBJ_${attachmentBucket(env.NATS_PREFIX)}`).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`Condition not met within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
}
