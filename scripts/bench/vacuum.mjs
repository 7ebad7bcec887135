/**
 * What autovacuum does to freshly seeded tables, done at once: this machine's PostgreSQL runs with autovacuum off, so
 * the bench's tables would otherwise never get planner statistics nor a visibility map (no index-only scans), which
 * any production database has a minute after a bulk load. The product and the floor read the same tables.
 */
import pg from 'pg';

/** VACUUM (ANALYZE) of every table of the database; answers the seconds it took. @param {string} databaseUrl */
export async function vacuumAnalyze(databaseUrl) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}
