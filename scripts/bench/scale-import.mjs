/**
 * The import of `npm run bench:scale`: spreadsheets built beforehand, uploaded one after the other through
 * POST /api/risks/bulk-upload, then the time from the last file's answer until the activity log holds a risk_created
 * row for every imported risk. Every 5 s meanwhile it prints the consumers' lag (events not yet acknowledged, by
 * durable consumer) and the activity rows written so far.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { demoWorkbook, uploadRisks } from '../demo/demo-data.mjs';
import { tablesOf } from './floor-sql.mjs';
import { consumerLagReader } from './quiet.mjs';

export const IMPORT_GOAL_SECONDS = 60;

/**
 * Uploads a file; while the risk service is unavailable (503: it died and is being started again), uploads it again,
 * up to five times. An import is one transaction, so a file cut off by a crash left nothing behind.
 */
async function uploadUntilAnswered(api, fileData, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadRisks(api, fileData);
    } catch (error) {
      if (/** @type {{ status?: number }} */ (error).status !== 503 || attempt >= 5) throw error;
      log(`${error instanceof Error ? error.message : error}; uploaded again in 15 s`);
      await new Promise((r) => setTimeout(r, 15_000));
    }
  }
}

/**
 * @param {{ api: any, directory: { departments: any[], owners: any[] }, rows: number, files: number, first: number,
 *   databaseUrl: string, notificationSchema?: string, events: { natsUrl: string, stream: string }, timeoutSeconds?: number }} options
 *   `first`: the number of the first title (the risks there are already)
 */
export async function measureImport({
  api,
  directory,
  rows,
  files,
  first,
  databaseUrl,
  notificationSchema = 'notification',
  events,
  timeoutSeconds = 1800,
}) {
  const perFile = Math.ceil(rows / files);
  const workbooks = [];
  for (let f = 0; f < files; f++) workbooks.push(await demoWorkbook(directory, Math.min(perFile, rows - f * perFile), first + f * perFile));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const lag = await consumerLagReader(events);
  const activityTable = tablesOf(notificationSchema)('activity');
  const logged = async () =>
    Number((await db.query(`select count(*)::int as n from ${activityTable} where action_type = 'risk_created'`)).rows[0].n);
  try {
    const before = await logged();
    const started = Date.now();
    const at = () => ((Date.now() - started) / 1000).toFixed(0).padStart(4);
    let sampling = Promise.resolve();
    const sampler = setInterval(() => {
      sampling = sampling.then(async () => {
        const byConsumer = [...(await lag.lag())].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
        const pending = byConsumer.reduce((sum, [, n]) => sum + n, 0);
        console.log(
          `  t+${at()} s  lag ${String(pending).padStart(7)}  activity +${String((await logged()) - before).padStart(7)}  ` +
            `load ${loadavg()[0].toFixed(2)}  ${byConsumer.map(([name, n]) => `${name} ${n}`).join(', ')}`,
        );
      });
    }, 5000);

    console.log(`\nimport: ${rows} rows in ${files} files of ${perFile}, one after the other (lag = events not yet acknowledged)`);
    let created = 0;
    try {
      for (const [f, fileData] of workbooks.entries()) {
        const t = Date.now();
        const answer = await uploadUntilAnswered(api, fileData, (message) => console.log(`  t+${at()} s  file ${f + 1}: ${message}`));
        created += answer.created;
        console.log(
          `  t+${at()} s  file ${f + 1}: ${answer.created} created, ${answer.errors} rejected in ${((Date.now() - t) / 1000).toFixed(1)} s`,
        );
      }
      const answered = Date.now();
      const imported = (answered - started) / 1000;
      let written = 0;
      while ((written = (await logged()) - before) < created && Date.now() - answered < timeoutSeconds * 1000) {
        await new Promise((r) => setTimeout(r, 250));
      }
      if (written < created) {
        console.log(
          `import of ${created} rows: files answered in ${imported.toFixed(1)} s; ${timeoutSeconds} s after the last answer the activity log had ${written} of their rows (goal: all within ${IMPORT_GOAL_SECONDS} s: not met)`,
        );
        return { created, imported, caughtUp: NaN };
      }
      const caughtUp = (Date.now() - answered) / 1000;
      console.log(
        `import of ${created} rows: files answered in ${imported.toFixed(1)} s (${(created / imported).toFixed(0)} rows/s); ` +
          `activity rows complete ${caughtUp.toFixed(1)} s after the last answer (goal <= ${IMPORT_GOAL_SECONDS} s: ` +
          `${caughtUp <= IMPORT_GOAL_SECONDS ? 'met' : 'not met'})`,
      );
      return { created, imported, caughtUp };
    } finally {
      clearInterval(sampler);
      await sampling;
    }
  } finally {
    await lag.close();
    await db.end();
  }
}
