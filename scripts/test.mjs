#!/usr/bin/env node
/**
 * `npm test`: every test of the product, the way CI runs them.
 * Installs Debian chromium and kubectl when missing, checks PostgreSQL and NATS, builds, type-checks every project
 * with its tests (this is where the type-level tests, `@ts-expect-error` lines, are checked), lints, then
 * runs one Jest run over unit, integration, API and browser tests, and prints a closing "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { findDependencyProblems } from './stack.mjs';

const run = (cmd, args, options = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', ...options }).status ?? 1;
};

/** Installs a Debian package that provides `file` when it is missing (the first package that exists wins). */
function ensureDebian(file, packages, purpose) {
  if (existsSync(file)) return;
  console.log(`${file} is missing: installing it from Debian for ${purpose}.`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt('update') === 0)
    for (const name of packages) if (!existsSync(file) && apt('install', '-y', '--no-install-recommends', name) === 0) break;
  if (!existsSync(file)) {
    console.error(
      `Could not install ${file}. Install it with: apt-get install -y ${packages.join(' (or ')}${packages.length > 1 ? ')' : ''}`,
    );
    process.exit(1);
  }
}

ensureDebian('/usr/bin/chromium', ['chromium'], 'the browser tests');
ensureDebian('/usr/bin/kubectl', ['kubectl', 'kubernetes-client'], 'the Kubernetes manifest tests');
const problems = await findDependencyProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

if (run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']) !== 0) process.exit(1);
if (run('npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']) !== 0) process.exit(1);
// The deploy tests belong to no Nx project (they read every app's code): type-checked here.
if (run('npx', ['tsc', '-p', 'deploy/tsconfig.json']) !== 0) process.exit(1);
if (run('npm', ['run', 'lint']) !== 0) process.exit(1);

mkdirSync('test-results', { recursive: true });
const jestArgs = [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--ci',
  '--json',
  '--outputFile=test-results/jest.json',
  ...process.argv.slice(2),
];
const status = run(process.execPath, jestArgs, { env: { ...process.env, NODE_NO_WARNINGS: '1' } });

if (existsSync('test-results/jest.json')) {
  const result = JSON.parse(readFileSync('test-results/jest.json', 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  console.log(`\nTests: ${result.numPassedTests} passed, ${result.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
