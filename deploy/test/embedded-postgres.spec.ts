import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '@rtm/backend/db';
import { ensureLocalPostgres } from '../../scripts/embedded-postgres.mjs';
import { freePort } from '../../scripts/stack.mjs';

/** `npm start` on a machine where nothing listens on the PostgreSQL port (tested on a free port, never 5432). */
describe('embedded PostgreSQL of npm start', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-embedded-pg-'));
  const dataDir = path.join(dir, 'postgres');
  let stop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts on the free port of DATABASE_URL with its data in the given folder, says so, and serves the app database', async () => {
    const port = await freePort();
    const url = `postgres://postgres@127.0.0.1:${port}/rtm_embedded`;
    const started = await ensureLocalPostgres(url, { dataDir });
    expect(started).not.toBeNull();
    stop = started!.stop;
    expect(started!.message).toBe(
      `Nothing listens on 127.0.0.1:${port}: started the embedded PostgreSQL (embedded-postgres) there, with its data in ${dataDir} (new). It stops with the app.`,
    );
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    await ensureDatabase(url); // what the stack does first
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    await client.end();
    expect(rows[0].version).toMatch(/^PostgreSQL \d+/);

    // Something listens now: a second start leaves it alone.
    expect(await ensureLocalPostgres(url, { dataDir })).toBeNull();
  }, 90_000);

  it('never starts for a database on another host', async () => {
    expect(await ensureLocalPostgres('postgres://rtm@db.internal.example:5432/rtm', { dataDir })).toBeNull();
  });
});
