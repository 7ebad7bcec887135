#!/usr/bin/env node
/**
 * Memory and CPU footprint of each process of a running product, idle and under a little load, for the
 * resource requests and limits of deploy/k8s. Finds the product's processes by their NATS_PREFIX.
 * Usage (product running with NATS_PREFIX=<prefix>):
 *   node scripts/bench/footprint.mjs --prefix <prefix> [--base-url http://localhost:3000] [--seconds 20] [--concurrency 8]
 * Load: signed-in clients reading the risk list, one risk, the users and the activity log, and creating a
 * user now and then (which travels through the outbox, JetStream and the notification consumer).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { cliOptions, signIn } from './http-session.mjs';

const { arg, baseUrl, admin } = cliOptions();
const prefix = arg('prefix', '');
const seconds = Number(arg('seconds', '20'));
const concurrency = Number(arg('concurrency', '8'));
const TICK = 100; // Linux clock ticks per second of /proc/<pid>/stat

function processes() {
  const found = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!env.includes(`NATS_PREFIX=${prefix}`)) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('dist/main.js')) continue;
      found.push({ pid, name: path.basename(readlinkSync(`/proc/${pid}/cwd`)) });
    } catch {
      // gone or not ours
    }
  }
  return found;
}

function sample(procs) {
  return Object.fromEntries(
    procs.map(({ pid, name }) => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const cpu = (Number(stat[11]) + Number(stat[12])) / TICK; // utime + stime, seconds
      return [name, { rss, cpu }];
    }),
  );
}

const procs = processes();
if (procs.length === 0) throw new Error(`No product processes with NATS_PREFIX=${prefix} found.`);
const idle = sample(procs);
await new Promise((r) => setTimeout(r, 5000));
const idle2 = sample(procs);

const peak = Object.fromEntries(procs.map(({ name }) => [name, 0]));
const api = await signIn(baseUrl, admin);
const { json: risks } = await api('GET', '/api/risks?limit=50');
let requests = 0;
const end = Date.now() + seconds * 1000;
const worker = async (n) => {
  for (let i = 0; Date.now() < end; i++) {
    if (i % 50 === 0) {
      await api('POST', '/api/users', {
        username: `fp_${randomBytes(4).toString('hex')}`,
        password: 'secret1',
        firstName: 'Foot',
        lastName: `Print${n}`,
      });
    } else {
      const pick = i % 4;
      if (pick === 0) await api('GET', '/api/risks?limit=50');
      else if (pick === 1 && risks.length) await api('GET', `/api/risks/${risks[i % risks.length].id}`);
      else if (pick === 2) await api('GET', '/api/users');
      else await api('GET', '/api/activities?limit=50');
    }
    requests++;
  }
};
const sampler = setInterval(() => {
  const now = sample(procs);
  for (const name of Object.keys(now)) peak[name] = Math.max(peak[name], now[name].rss);
}, 250);
const before = sample(procs);
await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
clearInterval(sampler);
const after = sample(procs);

console.log(`${requests} requests in ${seconds} s (${(requests / seconds).toFixed(0)}/s) with ${concurrency} clients`);
console.log('process        idle RSS MiB  idle CPU %  load peak RSS MiB  load CPU % (of one core)');
for (const { name } of procs) {
  const idleCpu = ((idle2[name].cpu - idle[name].cpu) / 5) * 100;
  const loadCpu = ((after[name].cpu - before[name].cpu) / seconds) * 100;
  console.log(
    `${name.padEnd(14)} ${idle2[name].rss.toFixed(0).padStart(12)}  ${idleCpu.toFixed(1).padStart(10)}  ${peak[name].toFixed(0).padStart(17)}  ${loadCpu.toFixed(0).padStart(10)}`,
  );
}
