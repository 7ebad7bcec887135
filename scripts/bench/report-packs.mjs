#!/usr/bin/env node
/**
 * `npm run bench:packs` (issue 29): the committee packs at enterprise size.
 *
 * 1. Starts the product (built) on a free port with a fresh database, NATS prefix and stream (or --base-url with
 *    --database-url and --prefix).
 * 2. --departments (20) departments, a manager who owns the risks, and --risks (100,000) risks straight into the risk
 *    service's tables (seed-register.mjs seedRisks, with their kept counts, history and day rows).
 * 3. Times GET /api/reports/executive.pdf in English and Arabic (the first one launches the notification service's
 *    Chromium), a department's pack and the register pack (REPORT_MAX_ROWS rows), each --runs (3) times, with the
 *    resident memory (RSS) of the notification service's process, and the proportional memory (PSS) of it with its
 *    Chromium (its child processes), before the first pack and at their peak (sampled every 100 ms).
 *
 * Prints numbers; asserts nothing.
 *
 *   npm run bench:packs -- [--risks 100000] [--departments 20] [--runs 3]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { cliOptions, signIn } from './http-session.mjs';
import { benchProduct } from './own-product.mjs';
import { mib, productProcesses, rssKb } from './processes.mjs';
import { seedRisks } from './seed-register.mjs';
import { benchRiskOwner, seedDepartments } from './seed-users.mjs';
import { vacuumAnalyze } from './vacuum.mjs';

const { arg, admin } = cliOptions();
const RISKS = Number(arg('risks', '100000'));
const DEPARTMENTS = Number(arg('departments', '20'));
const RUNS = Number(arg('runs', '3'));
const RISK_SCHEMA = arg('risk-schema', 'risk');
const external = arg('base-url', '');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A process and every process below it (Chromium's browser, renderers, GPU and utility processes). */
function withDescendants(pid) {
  const all = [String(pid)];
  for (let i = 0; i < all.length; i++) {
    try {
      all.push(...execFileSync('ps', ['--ppid', all[i], '-o', 'pid='], { encoding: 'utf8' }).split(/\s+/).filter(Boolean));
    } catch {
      // no children
    }
  }
  return all;
}
/**
 * Proportional set size in KiB (/proc/<pid>/smaps_rollup): each shared page counted once over the processes that share
 * it, so Chromium's processes (which share its libraries and memory segments) add up to what they hold together; the
 * sum of their RSS would count every shared page once per process.
 */
function pssKb(pid) {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
const treeKb = (pid) => withDescendants(pid).reduce((sum, p) => sum + pssKb(p), 0);

/** One pack, timed, with the notification process's and its tree's peak RSS while it is made. */
async function timedPack(baseUrl, cookie, path, pid) {
  const peak = { node: pid ? rssKb(pid) : 0, tree: pid ? treeKb(pid) : 0 };
  const sampler = setInterval(() => {
    if (!pid) return;
    peak.node = Math.max(peak.node, rssKb(pid));
    peak.tree = Math.max(peak.tree, treeKb(pid));
  }, 100);
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${path}: ${res.status} ${bytes.toString('utf8').slice(0, 200)}`);
    return { seconds: (performance.now() - started) / 1000, bytes: bytes.length, peak };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const product = await benchProduct({ label: 'benchpacks', external, arg, readyTimeoutMs: 600_000 });
  const { baseUrl, env } = product;
  const databaseUrl = env?.DATABASE_URL ?? arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rtm');
  const prefix = env?.NATS_PREFIX ?? arg('prefix', null);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void product.stop().finally(() => process.exit(130)));
  try {
    const api = await signIn(baseUrl, admin);
    const departments = await seedDepartments(api, DEPARTMENTS);
    const owner = await benchRiskOwner(api, 'packs', departments[0].id);
    const seeded = await seedRisks({ databaseUrl, schema: RISK_SCHEMA, count: RISKS - 1, ownerId: owner.id });
    if (env) await vacuumAnalyze(databaseUrl);
    console.log(`${RISKS} risks written in ${seeded.toFixed(1)} s`);

    const pid = prefix === null ? undefined : productProcesses(prefix).get('notification');
    const before = { node: pid ? rssKb(pid) : 0, tree: pid ? treeKb(pid) : 0 };
    console.log(`notification before the first pack: RSS ${mib(before.node)} MiB (PSS with its child processes ${mib(before.tree)} MiB)`);
    const packs = [
      ['executive, en', '/api/reports/executive.pdf?language=en'],
      ['executive, ar', '/api/reports/executive.pdf?language=ar'],
      [`department ${departments[0].id}, ar`, `/api/reports/department.pdf?departmentId=${departments[0].id}&language=ar`],
      ['register (first 2,000 by score), en', '/api/reports/register.pdf?sort=riskScore&order=desc&language=en'],
    ];
    let peak = { node: before.node, tree: before.tree };
    for (const [label, path] of packs) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timedPack(baseUrl, api.cookie(), path, pid));
      for (const r of runs) peak = { node: Math.max(peak.node, r.peak.node), tree: Math.max(peak.tree, r.peak.tree) };
      console.log(
        `${label}: ${runs.map((r) => `${r.seconds.toFixed(2)} s`).join(', ')} (${(runs[0].bytes / 1024).toFixed(0)} KiB); ` +
          `peak RSS notification ${mib(Math.max(...runs.map((r) => r.peak.node)))} MiB, PSS with Chromium ${mib(Math.max(...runs.map((r) => r.peak.tree)))} MiB; load ${load()}`,
      );
    }
    console.log(
      `notification RSS: +${mib(peak.node - before.node)} MiB at its peak (node), +${mib(peak.tree - before.tree)} MiB PSS with Chromium's processes`,
    );
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
