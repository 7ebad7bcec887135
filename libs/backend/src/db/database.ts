import pg from 'pg';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { runMigrations, quoteIdent, type Migration } from './migrations.js';
import { refuseSuperuser } from './superuser.js';

export interface DatabaseOptions {
  url: string;
  schema: string;
  entities: NonNullable<Options['entities']>;
  migrations: Migration[];
  debug?: boolean;
  poolSize?: number;
  /** Refuse a superuser's connection before migrating (production: superuser.ts). */
  refuseSuperuser?: boolean;
}

/** Creates the database named in `url` when it does not exist yet (first start, fresh test runs). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${quoteIdent(name)}`).catch((error: { code?: string }) => {
        // Created concurrently by another process: 42P04, or 23505 when both inserts race in pg_database.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/** Opens MikroORM on the service's schema and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<MikroORM> {
  await ensureDatabase(options.url);
  const orm = await MikroORM.init({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolSize ?? 10 },
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  });
  if (options.refuseSuperuser) {
    try {
      await refuseSuperuser((sql) => orm.em.getConnection().execute(sql));
    } catch (error) {
      await orm.close();
      throw error;
    }
  }
  await runMigrations(orm.em.fork(), options.schema, options.migrations);
  return orm;
}
