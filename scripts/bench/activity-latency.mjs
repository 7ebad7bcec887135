#!/usr/bin/env node
/**
 * How long a change takes to appear in the activity log: creates users through the API and polls
 * GET /api/activities until each one's user_created entry is there. Prints min / p50 / p95 / max in ms.
 * Usage (product running): node scripts/bench/activity-latency.mjs [--base-url http://localhost:3000] [--runs 20]
 */
import { randomBytes } from 'node:crypto';
import { cliOptions, signIn } from './http-session.mjs';
import { quantile } from './latency.mjs';

const { arg, baseUrl, admin } = cliOptions();
const runs = Number(arg('runs', '20'));
const api = await signIn(baseUrl, admin);

const samples = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const { json: user } = await api('POST', '/api/users', {
    username: `lat_${randomBytes(4).toString('hex')}`,
    password: 'secret1',
    firstName: 'Latency',
    lastName: String(i),
  });
  for (;;) {
    const { json: activities } = await api('GET', '/api/activities?limit=20');
    if (activities.some((a) => a.entityId === user.id && a.actionType === 'user_created')) break;
    if (performance.now() - started > 10_000) throw new Error('activity did not appear within 10 s');
    await new Promise((r) => setTimeout(r, 5));
  }
  samples.push(performance.now() - started);
}
const at = (q) => quantile(samples, q).toFixed(1);
console.log(`user created -> visible in /api/activities (ms, ${runs} runs): min ${at(0)} p50 ${at(0.5)} p95 ${at(0.95)} max ${at(1)}`);
