#!/usr/bin/env node
/**
 * `npm run audit`: `npm audit` where the registry answers; where its audit endpoint is refused (as on the
 * development machines), package-lock.json is checked against the pinned list in known-advisories.json.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findAdvisories } from './lockfile-audit.mjs';

const online = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=moderate'], { encoding: 'utf8' });
const refused = /audit endpoint returned an error|ENOAUDIT|405/.test(online.stderr + online.stdout);
if (!refused) {
  process.stdout.write(online.stdout);
  process.stderr.write(online.stderr);
  process.exit(online.status ?? 1);
}

console.log('The registry refused the audit request; checking package-lock.json against scripts/audit/known-advisories.json.');
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
const { advisories } = JSON.parse(readFileSync(new URL('./known-advisories.json', import.meta.url), 'utf8'));
const found = findAdvisories(lock, advisories);
for (const f of found) console.error(`${f.id} ${f.package}@${f.version} (${f.location}) is in ${f.vulnerable}: ${f.title}. Fix: ${f.fix}`);
console.log(`${advisories.length} pinned advisories checked: ${found.length} found.`);
process.exit(found.length ? 1 : 0);
