#!/usr/bin/env node
/**
 * `npm run bench:roundtrip` (issue 27): the risk register's round trip through a spreadsheet at enterprise size.
 *
 * 1. Starts the product (built) on a free port with a fresh database, NATS prefix and stream (or --base-url with
 *    --database-url and --prefix).
 * 2. A manager who owns the risks, --departments (20) departments, and --import-rows (10,000) risks straight into the
 *    risk service's tables (seed-register.mjs seedRisks); their export (GET /api/risks/export) is kept for step 4.
 * 3. Grows the register to --risks (100,000) and times the export of all of it: first byte, whole file, bytes, and the
 *    resident memory of the gateway and the risk service before and at their peak (sampled every 100 ms).
 * 4. The kept export of --import-rows risks re-imported: as it is (a dry run and the import: every row unchanged),
 *    then with --changed (10,000) titles edited (a dry run, then the import: that many updates, one transaction and
 *    event each; more than 100 run as a job, followed to its end).
 *
 * Prints numbers; asserts nothing.
 *
 *   npm run bench:roundtrip -- [--risks 100000] [--import-rows 10000] [--changed 10000] [--departments 20]
 */
import { loadavg } from 'node:os';
import ExcelJS from 'exceljs';
import { cliOptions, signIn } from './http-session.mjs';
import { benchProduct } from './own-product.mjs';
import { mib, productProcesses, rssKb } from './processes.mjs';
import { seedRisks } from './seed-register.mjs';
import { benchRiskOwner, seedDepartments } from './seed-users.mjs';
import { vacuumAnalyze } from './vacuum.mjs';

const { arg, admin } = cliOptions();
const RISKS = Number(arg('risks', '100000'));
const IMPORT_ROWS = Number(arg('import-rows', '10000'));
const CHANGED = Math.min(Number(arg('changed', '10000')), IMPORT_ROWS);
const DEPARTMENTS = Number(arg('departments', '20'));
const RISK_SCHEMA = arg('risk-schema', 'risk');
const external = arg('base-url', '');
const WATCHED = ['gateway', 'risk'];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** GET /api/risks/export read as it streams: times, size, the watched processes' RSS before and at their peak. */
async function timedExport(baseUrl, cookie, processes, keep) {
  const watched = WATCHED.filter((name) => processes.has(name)).map((name) => ({ name, pid: processes.get(name), before: 0, peak: 0 }));
  for (const w of watched) w.before = w.peak = rssKb(w.pid);
  const sampler = setInterval(() => {
    for (const w of watched) w.peak = Math.max(w.peak, rssKb(w.pid));
  }, 100);
  const started = performance.now();
  let firstByte = NaN;
  let bytes = 0;
  const chunks = [];
  try {
    const response = await fetch(`${baseUrl}/api/risks/export`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`status ${response.status}: ${(await response.text()).slice(0, 200)}`);
    for await (const chunk of response.body) {
      if (bytes === 0) firstByte = performance.now() - started;
      bytes += chunk.length;
      if (keep) chunks.push(chunk);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return { firstByte, seconds, bytes, watched, file: keep ? Buffer.concat(chunks) : null };
}

const exportLine = (label, e) =>
  `export of ${label}: first byte ${e.firstByte.toFixed(0)} ms, whole file ${e.seconds.toFixed(1)} s, ` +
  `${(e.bytes / 1048576).toFixed(1)} MiB; RSS ${e.watched
    .map((w) => `${w.name} ${mib(w.before)} -> peak ${mib(w.peak)} MiB (+${((w.peak - w.before) / 1024).toFixed(0)})`)
    .join(', ')}; load ${load()}`;

/** POST /api/risks/import (multipart), timed: with its job of updates (202) followed to its end. */
async function timedImport(baseUrl, cookie, file, dryRun) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'risk-register.xlsx');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/risks/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await res.json();
  const answered = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`import: ${res.status} ${body?.message}`);
  const counts = { ...body };
  delete counts.details;
  if (res.status !== 202) return { seconds: answered, counts };
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const job = await (await fetch(`${baseUrl}/api/risks/import/${body.jobId}`, { headers: { cookie } })).json();
    if (job.state === 'running') continue;
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      counts: {
        ...counts,
        answeredIn: `${answered.toFixed(1)} s`,
        job: `${job.state}: ${job.updated} updated, ${job.refusedCount} refused`,
      },
    };
  }
}

async function main() {
  const product = await benchProduct({ label: 'benchroundtrip', external, arg, readyTimeoutMs: 600_000 });
  const { baseUrl, env } = product;
  const databaseUrl = env?.DATABASE_URL ?? arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rtm');
  const prefix = env?.NATS_PREFIX ?? arg('prefix', null);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void product.stop().finally(() => process.exit(130)));
  try {
    const processes = prefix === null ? new Map() : productProcesses(prefix);
    const api = await signIn(baseUrl, admin);
    const departments = await seedDepartments(api, DEPARTMENTS);
    const owner = await benchRiskOwner(api, 'roundtrip', departments[0].id);

    const seeded = await seedRisks({ databaseUrl, schema: RISK_SCHEMA, count: IMPORT_ROWS - 1, ownerId: owner.id });
    if (env) await vacuumAnalyze(databaseUrl);
    console.log(`\n${IMPORT_ROWS} risks written in ${seeded.toFixed(1)} s`);
    const small = await timedExport(baseUrl, api.cookie(), processes, true);
    console.log(exportLine(`${IMPORT_ROWS} risks`, small));
    const kept = /** @type {Buffer} */ (small.file);

    if (RISKS > IMPORT_ROWS) {
      const more = await seedRisks({ databaseUrl, schema: RISK_SCHEMA, count: RISKS - IMPORT_ROWS, ownerId: owner.id });
      if (env) await vacuumAnalyze(databaseUrl);
      console.log(`\n${RISKS} risks (${RISKS - IMPORT_ROWS} more written in ${more.toFixed(1)} s)`);
      console.log(exportLine(`${RISKS} risks`, await timedExport(baseUrl, api.cookie(), processes, false)));
    }

    console.log(`\nre-import of the export of ${IMPORT_ROWS} risks (${(kept.length / 1048576).toFixed(1)} MiB):`);
    const untouchedDry = await timedImport(baseUrl, api.cookie(), kept, true);
    console.log(`  untouched, dry run: ${untouchedDry.seconds.toFixed(1)} s ${JSON.stringify(untouchedDry.counts)}`);
    const untouched = await timedImport(baseUrl, api.cookie(), kept, false);
    console.log(`  untouched, import:  ${untouched.seconds.toFixed(1)} s ${JSON.stringify(untouched.counts)}`);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(/** @type {any} */ (kept));
    const sheet = book.worksheets[0];
    for (let row = 2; row < 2 + CHANGED; row++) sheet.getRow(row).getCell(2).value = `${sheet.getRow(row).getCell(2).value} (edited)`;
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const editedDry = await timedImport(baseUrl, api.cookie(), edited, true);
    console.log(`  ${CHANGED} titles edited, dry run: ${editedDry.seconds.toFixed(1)} s ${JSON.stringify(editedDry.counts)}`);
    const rss = WATCHED.filter((name) => processes.has(name)).map((name) => ({ name, pid: processes.get(name), peak: 0 }));
    const sampler = setInterval(() => {
      for (const w of rss) w.peak = Math.max(w.peak, rssKb(w.pid));
    }, 100);
    const editedImport = await timedImport(baseUrl, api.cookie(), edited, false).finally(() => clearInterval(sampler));
    console.log(
      `  ${CHANGED} titles edited, import:  ${editedImport.seconds.toFixed(1)} s ${JSON.stringify(editedImport.counts)}; ` +
        `peak RSS ${rss.map((w) => `${w.name} ${mib(w.peak)} MiB`).join(', ')}; load ${load()}`,
    );
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
