import { createHash } from 'node:crypto';
import pg from 'pg';
import { ensureDatabase } from './database.js';
import { quoteIdent } from './migrations.js';

/** One process of the product and the schema it owns. */
export interface ProcessSchema {
  /** `identity`, `risk`, `task`, `notification`, `gateway`. */
  name: string;
  schema: string;
}

export interface BootstrapOptions {
  /** Extensions the processes' migrations use, created here (a process's role may not create one). */
  extensions?: string[];
}

/** What the bootstrap made: each process's connection string, or why every process keeps the given one. */
export interface BootstrapResult {
  urls: Record<string, string>;
  /** Set when the connecting user may not create roles: the processes then share its connection. */
  skipped?: string;
}

/** The login role of one process in one database: `<database>_<process>` (roles are per server, names per run). */
export function roleName(databaseUrl: string, process: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const name = `${database}_${process}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (name.length > 63) throw new Error(`Role name ${name} is longer than PostgreSQL's 63 characters: choose a shorter database name.`);
  return name;
}

/** The comment that marks the roles of one database, so dropDatabaseRoles finds exactly those. */
function marker(database: string): string {
  return `rtm role of database ${database}`;
}

/**
 * The privileged bootstrap of `npm start` and of the test setup (in production the operator's job, see
 * deploy/k8s/base/postgres): creates the database, one login role per process that owns exactly its schema (tables
 * made earlier by another owner are handed over), and the extensions; answers each process's connection string.
 * Other roles get no right on a schema, so one service cannot read another's tables. Passwords are derived from
 * the administrator's connection string (whoever knows it may do anything anyway), so a second bootstrap of the same
 * database (another gateway, a restart) keeps the running processes' passwords valid.
 */
export async function bootstrapDatabase(
  adminUrl: string,
  processes: ProcessSchema[],
  options: BootstrapOptions = {},
): Promise<BootstrapResult> {
  await ensureDatabase(adminUrl);
  const database = decodeURIComponent(new URL(adminUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const [me] = (
      await client.query<{ can: boolean; name: string }>(
        `select rolsuper or rolcreaterole as can, rolname as name from pg_roles where rolname = current_user`,
      )
    ).rows;
    if (!me?.can) {
      return {
        urls: Object.fromEntries(processes.map((p) => [p.name, adminUrl])),
        skipped: `${me?.name ?? 'the user of DATABASE_URL'} may not create roles: every process connects as that user`,
      };
    }
    const urls: Record<string, string> = {};
    await client.query('begin');
    // One bootstrap at a time per server (roles are shared by the databases of a server).
    await client.query(`select pg_advisory_xact_lock(hashtext('rtm-bootstrap'))`);
    for (const { name, schema } of processes) {
      const role = roleName(adminUrl, name);
      const password = createHash('sha256').update(`rtm-role\n${adminUrl}\n${role}`).digest('hex').slice(0, 32);
      const exists = (await client.query(`select 1 from pg_roles where rolname = $1`, [role])).rowCount! > 0;
      await client.query(
        `${exists ? 'alter' : 'create'} role ${quoteIdent(role)} with login nosuperuser nocreatedb nocreaterole noinherit password ${client.escapeLiteral(password)}`,
      );
      await client.query(`comment on role ${quoteIdent(role)} is ${client.escapeLiteral(marker(database))}`);
      await ownSchema(client, schema, role);
      const url = new URL(adminUrl);
      url.username = role;
      url.password = password;
      urls[name] = url.toString();
    }
    for (const extension of options.extensions ?? []) {
      await client.query(`create extension if not exists ${quoteIdent(extension)} with schema public`);
    }
    await client.query('commit');
    return { urls };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Makes `role` the owner of `schema` and of everything in it (a database from before the roles, made by postgres). */
async function ownSchema(client: pg.Client, schema: string, role: string): Promise<void> {
  const s = quoteIdent(schema);
  const r = quoteIdent(role);
  const found = await client.query<{ owner: string }>(`select pg_get_userbyid(nspowner) as owner from pg_namespace where nspname = $1`, [
    schema,
  ]);
  if (found.rowCount === 0) {
    await client.query(`create schema ${s} authorization ${r}`);
    return;
  }
  if (found.rows[0].owner !== role) await client.query(`alter schema ${s} owner to ${r}`);
  // Tables, views and sequences of no table (a table's own sequences and indexes follow the table).
  const relations = await client.query<{ name: string; kind: string }>(
    `select c.oid::regclass::text as name, c.relkind as kind from pg_class c
     where c.relnamespace = $1::regnamespace and c.relowner <> $2::regrole and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
         and d.objid = c.oid and d.deptype in ('a', 'i')))`,
    [schema, role],
  );
  const keyword: Record<string, string> = { r: 'table', p: 'table', v: 'view', m: 'materialized view', f: 'foreign table', S: 'sequence' };
  for (const { name, kind } of relations.rows) await client.query(`alter ${keyword[kind]} ${name} owner to ${r}`);
  const routines = await client.query<{ name: string; kind: string }>(
    `select p.oid::regprocedure::text as name, p.prokind as kind from pg_proc p where p.pronamespace = $1::regnamespace and p.proowner <> $2::regrole`,
    [schema, role],
  );
  for (const { name, kind } of routines.rows) await client.query(`alter ${kind === 'p' ? 'procedure' : 'function'} ${name} owner to ${r}`);
  const types = await client.query<{ name: string }>(
    `select t.oid::regtype::text as name from pg_type t
     where t.typnamespace = $1::regnamespace and t.typowner <> $2::regrole
       and (t.typtype in ('e', 'd', 'r') or (t.typtype = 'c' and exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c')))`,
    [schema, role],
  );
  for (const { name } of types.rows) await client.query(`alter type ${name} owner to ${r}`);
}

/** Drops the roles bootstrapDatabase made for the database of `adminUrl` (after the database itself is dropped). */
export async function dropDatabaseRoles(adminUrl: string): Promise<void> {
  const database = decodeURIComponent(new URL(adminUrl).pathname.slice(1));
  const admin = new URL(adminUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const roles = await client.query<{ name: string }>(
      `select r.rolname as name from pg_roles r join pg_shdescription d on d.objoid = r.oid and d.classoid = 'pg_authid'::regclass
       where d.description = $1`,
      [marker(database)],
    );
    for (const { name } of roles.rows) await client.query(`drop role if exists ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
}
