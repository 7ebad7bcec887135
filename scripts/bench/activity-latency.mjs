#!/usr/bin/env node
/**
 * How long a change takes to appear in the activity log: creates users through the API and polls
 * GET /api/activities until each one's user_created entry is there. Prints min / p50 / p95 / max in ms.
 * Usage (product running): node scripts/bench/activity-latency.mjs [--base-url http://localhost:3000] [--runs 20]
 */
import { randomBytes } from 'node:crypto';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const base = arg('base-url', 'http://localhost:3000');
const runs = Number(arg('runs', '20'));

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: arg('username', 'admin'), password: arg('password', 'admin123') }),
});
if (!login.ok) throw new Error(`login failed: ${login.status}`);
const cookie = login.headers.get('set-cookie').split(';')[0];
const api = (path, init = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { 'Content-Type': 'application/json', cookie, ...init.headers } });

const samples = [];
for (let i = 0; i < runs; i++) {
  const username = `lat_${randomBytes(4).toString('hex')}`;
  const started = performance.now();
  const created = await api('/api/users', {
    method: 'POST',
    body: JSON.stringify({ username, password: 'secret1', firstName: 'Latency', lastName: String(i) }),
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  for (;;) {
    const list = await (await api('/api/activities?limit=20')).json();
    if (list.some((a) => a.entityId === id && a.actionType === 'user_created')) break;
    if (performance.now() - started > 10_000) throw new Error('activity did not appear within 10 s');
    await new Promise((r) => setTimeout(r, 5));
  }
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
console.log(
  `user created -> visible in /api/activities (ms, ${runs} runs): min ${pick(0)} p50 ${pick(0.5)} p95 ${pick(0.95)} max ${pick(1)}`,
);
