import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../db/database.js';
import { runMigrations, type Migration } from '../db/migrations.js';
import { EVENTS_MIGRATIONS } from '../events/events.migrations.js';
import { createTestEnv, destroyTestEnv } from './test-env.js';

export interface DatabaseAt {
  /** Raw SQL on the database (qualify tables with the schema). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Runs the pending ones of `migrations` (the service's whole list), as a start of the service would; answers their names. */
  migrate(migrations: Migration[]): Promise<string[]>;
  /** Closes and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh database whose service schema stands at `applied` (after the events infrastructure), for tests
 * that a later migration keeps the data of a database made before it.
 */
export async function databaseAt(label: string, schema: string, applied: Migration[]): Promise<DatabaseAt> {
  const env = createTestEnv(label);
  const orm: MikroORM = await openDatabase({ url: env.DATABASE_URL, schema, entities: [], migrations: [...EVENTS_MIGRATIONS, ...applied] });
  return {
    sql: (query, params = []) => orm.em.fork().execute(query, params),
    migrate: (migrations) => runMigrations(orm.em.fork(), schema, [...EVENTS_MIGRATIONS, ...migrations]),
    drop: async () => {
      await orm.close();
      await destroyTestEnv(env);
    },
  };
}
