import { afterAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { bootstrapDatabase } from '@rtm/backend/db';
import { SqlClients, createTestEnv, destroyTestEnv, startTestService } from '@rtm/backend/testing';
import { IdentityConfig } from '../src/identity.config.js';
import { IdentityModule } from '../src/identity.module.js';

/** With NODE_ENV=production a process asks PostgreSQL at start whether DATABASE_URL's role is a superuser, and refuses. */
describe('production start: the database role', () => {
  const env = createTestEnv('prod_refusals');
  const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'c8f2e1a97b5d4306e9aa' };
  const started: INestMicroservice[] = [];
  const sql = new SqlClients();

  const start = (extra: Record<string, string>) =>
    startTestService({
      service: 'identity',
      configClass: IdentityConfig,
      module: (c, logger) => IdentityModule.forRoot(c, logger),
      env,
      extra: { ...production, ...extra },
    }).then((service) => {
      started.push(service.app);
      return service;
    });

  afterAll(async () => {
    for (const app of started) await app.close();
    await sql.closeAll();
    await destroyTestEnv(env);
  });

  it('refuses a DATABASE_URL that logs in as a superuser (the tests connect as postgres), before migrating anything', async () => {
    await expect(start({})).rejects.toThrow(
      /DATABASE_URL logs in as the PostgreSQL superuser "postgres": in production each process connects as its own role/,
    );
    const admin = await sql.as(env.DATABASE_URL);
    expect((await admin.query(`select 1 from information_schema.schemata where schema_name = 'identity'`)).rowCount).toBe(0);
  });

  it("starts under the process's own role, made without superuser rights", async () => {
    const { urls } = await bootstrapDatabase(env.DATABASE_URL, [{ name: 'identity', schema: 'identity' }], { extensions: ['pg_trgm'] });
    const { config, orm } = await start({ DATABASE_URL: urls.identity });
    expect(config.NODE_ENV).toBe('production');
    expect(await orm.em.fork().execute(`select count(*)::int as n from identity.app_user where username = 'admin'`)).toEqual([{ n: 1 }]);
  });
});
