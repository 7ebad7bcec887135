/** Runs one SQL statement and answers its rows (a pg pool's or MikroORM's connection). */
export type RowsOf = <T>(sql: string) => Promise<T[]>;

/**
 * In production a process connects as its own role, which owns its schema and nothing else (docs/security.md,
 * "Database roles"). A superuser passes every one of those limits, so a process that logs in as one refuses to run:
 * this asks PostgreSQL which role the connection has, before anything else is done with it.
 */
export async function refuseSuperuser(rows: RowsOf): Promise<void> {
  const [me] = await rows<{ name: string; superuser: boolean }>(
    'select rolname as name, rolsuper as superuser from pg_roles where rolname = current_user',
  );
  if (me?.superuser) {
    throw new Error(
      `DATABASE_URL logs in as the PostgreSQL superuser ${JSON.stringify(me.name)}: in production each process connects as its own role without superuser rights (docs/security.md, "Database roles")`,
    );
  }
}
