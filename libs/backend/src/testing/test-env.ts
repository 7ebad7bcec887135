import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { dropDatabase } from '../db/database.js';

export interface TestEnv {
  DATABASE_URL: string;
  NATS_URL: string;
  NATS_PREFIX: string;
  EVENTS_STREAM: string;
  NODE_ENV: 'test';
  LOG_LEVEL: 'warn';
}

const PG = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const NATS = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** A fresh database, subject prefix and stream for one test run, so runs never see each other. */
export function createTestEnv(label = 'test'): TestEnv {
  const id = `${label}_${randomBytes(4).toString('hex')}`.toLowerCase();
  return {
    DATABASE_URL: `${PG}/rtm_${id}`,
    NATS_URL: NATS,
    NATS_PREFIX: `${id}.`,
    EVENTS_STREAM: `EVENTS_${id}`.toUpperCase(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
}

/** Drops the run's database and stream. */
export async function destroyTestEnv(env: TestEnv): Promise<void> {
  await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  const nc = await connect({ servers: env.NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(env.EVENTS_STREAM).catch(() => undefined);
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
