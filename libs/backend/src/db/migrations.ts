import type { SqlEntityManager } from '@mikro-orm/postgresql';

/** One schema change: SQL statements run in order, unqualified names resolve to the service's schema. */
export interface Migration {
  name: string;
  up: string[];
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/**
 * Applies pending migrations in one transaction under an advisory lock, so processes that start
 * together never race. Applied names are kept in `<schema>.schema_migration`.
 */
export async function runMigrations(em: SqlEntityManager, schema: string, migrations: Migration[]): Promise<string[]> {
  try {
    return await migrate(em, schema, migrations);
  } catch (error) {
    // Two services migrating on one fresh database may both create an extension (pg_trgm): the
    // second fails once the first commits. Everything rolled back; the retry finds it there.
    if (!isExtensionRace(error)) throw error;
    return migrate(em, schema, migrations);
  }
}

function isExtensionRace(error: unknown): boolean {
  const e = (error ?? {}) as { code?: string; message?: string; previous?: unknown; cause?: unknown };
  if (e.code === '42710' || /pg_extension_name_index/.test(e.message ?? '')) return true;
  return e.previous !== undefined || e.cause !== undefined ? isExtensionRace(e.previous ?? e.cause) : false;
}

async function migrate(em: SqlEntityManager, schema: string, migrations: Migration[]): Promise<string[]> {
  const s = quoteIdent(schema);
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`migrations:${schema}`]);
    // Only when missing: PostgreSQL checks the right to create schemas before `if not exists`, and a service's role
    // owns its schema (made by the bootstrap or the operator) without that right on the database.
    const exists = await tx.execute<unknown[]>(`select 1 from pg_namespace where nspname = ?`, [schema]);
    if (exists.length === 0) await tx.execute(`create schema ${s}`);
    await tx.execute(`set local search_path to ${s}, public`);
    await tx.execute(`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`);
    const rows = await tx.execute<{ name: string }[]>(`select name from schema_migration`);
    const applied = new Set(rows.map((r) => r.name));
    const pending = migrations.filter((m) => !applied.has(m.name));
    for (const migration of pending) {
      for (const sql of migration.up) await tx.execute(sql);
      await tx.execute(`insert into schema_migration (name) values (?)`, [migration.name]);
    }
    return pending.map((m) => m.name);
  });
}
