#!/usr/bin/env node
/**
 * `npm test`: every test of the product, the way CI runs them.
 * Installs Debian chromium and kubectl when missing, checks PostgreSQL and the nats-server binary, builds, type-checks
 * every project with its tests (this is where the type-level tests, `@ts-expect-error` lines, are checked), lints, then
 * runs the browser tests and (at the same time) the unit, integration, API and deploy tests, then the fault tests alone
 * (npm run test:faults), and prints the time of each project and a closing "N passed, N failed" line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { natsServerBinary } from './nats/nats-server.mjs';
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
// PostgreSQL is the machine's; NATS is the run's own (Jest's global setup starts the project's nats-server on a free
// port), so only its binary must be there.
const problems = await findDependencyProblems(process.env, { nats: false });
try {
  natsServerBinary();
} catch (error) {
  problems.push(/** @type {Error} */ (error).message);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

if (run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']) !== 0) process.exit(1);
if (run('npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']) !== 0) process.exit(1);
// The deploy tests belong to no Nx project (they read every app's code): type-checked here, and so are
// the k6 scripts (@types/k6) and the benchmark scripts, which npm test does not run.
for (const project of ['deploy/tsconfig.json', 'deploy/k6/tsconfig.json', 'scripts/bench/tsconfig.json']) {
  if (run('npx', ['tsc', '-p', project]) !== 0) process.exit(1);
}
if (run('npm', ['run', 'lint']) !== 0) process.exit(1);

mkdirSync('test-results', { recursive: true });
const extraArgs = process.argv.slice(2);
const jest = (output, ...args) => [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--ci',
  // Every suite closes what it opens; this only keeps a stray handle (seen once under heavy load) from holding CI.
  '--forceExit',
  '--json',
  `--outputFile=${output}`,
  ...args,
  ...extraArgs,
];
const jestEnv = { env: { ...process.env, NODE_NO_WARNINGS: '1' } };
// The browser tests (e2e) in one Jest run, every other project but the fault tests in a second run at the same time,
// each with its own product (global setup): one worker each on two cores, where one run alone leaves a core idle while
// its tests wait on the product or the browser. The second run's output is printed whole when it ends, so the two
// do not interleave. Then the fault tests alone (npm run test:faults), since they kill processes and time the
// recovery on servers of their own, and other tests' load would only skew them.
const outputs = ['test-results/jest.json'];
let status;
if (extraArgs.includes('--selectProjects')) {
  status = run(process.execPath, jest(outputs[0], '--ignoreProjects', 'faults'), jestEnv);
} else {
  outputs.push('test-results/jest-e2e.json', 'test-results/jest-faults.json');
  const statuses = await Promise.all([
    runLoggedAfterwards(
      process.execPath,
      jest(outputs[0], '--selectProjects', 'unit', 'integration', 'api', 'deploy'),
      'test-results/jest.log',
      jestEnv,
    ),
    runAsync(process.execPath, jest(outputs[1], '--selectProjects', 'e2e'), jestEnv),
  ]);
  status = statuses.find((code) => code !== 0) ?? 0;
  status = run(process.execPath, jest(outputs[2], '--selectProjects', 'faults', '--runInBand', '--passWithNoTests'), jestEnv) || status;
}

const results = outputs.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (results.length > 0) {
  const sum = (field) => results.reduce((total, result) => total + result[field], 0);
  const skipped = sum('numPendingTests') + sum('numTodoTests');
  console.log(`\nTime per project (wall clock from its first file's start to its last file's end; files run in parallel):`);
  for (const line of timePerProject(results.flatMap((result) => result.testResults))) console.log(`  ${line}`);
  console.log(`\nTests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);

/** Like run, without waiting: resolves with the exit status. */
function runAsync(cmd, args, options = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => spawn(cmd, args, { stdio: 'inherit', ...options }).once('exit', (code) => resolve(code ?? 1)));
}

/** Like runAsync, its output kept in `logFile` and printed whole once it ends. */
async function runLoggedAfterwards(cmd, args, logFile, options = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}   (output in ${logFile}, printed when it ends)`);
  const fd = openSync(logFile, 'w');
  const code = await new Promise((resolve) =>
    spawn(cmd, args, { stdio: ['ignore', fd, fd], ...options }).once('exit', (exitCode) => resolve(exitCode ?? 1)),
  );
  closeSync(fd);
  console.log(`\n----- ${logFile} -----\n${readFileSync(logFile, 'utf8')}\n----- end of ${logFile} -----`);
  return code;
}

/** The Jest project of a test file, by the naming rules of jest.config.js. */
function projectOf(file) {
  if (file.endsWith('.e2e-spec.ts')) return 'e2e';
  if (file.endsWith('.fault-spec.ts')) return 'faults';
  if (file.endsWith('.api-spec.ts')) return 'api';
  if (file.endsWith('.int-spec.ts')) return 'integration';
  if (file.includes('/deploy/test/')) return 'deploy';
  return 'unit';
}

/** One line per project: files, wall-clock span and the summed time of its files. */
function timePerProject(testResults) {
  const projects = new Map();
  for (const { name, startTime, endTime } of testResults) {
    const project = projects.get(projectOf(name)) ?? { files: 0, start: Infinity, end: 0, busy: 0 };
    project.files += 1;
    project.start = Math.min(project.start, startTime);
    project.end = Math.max(project.end, endTime);
    project.busy += endTime - startTime;
    projects.set(projectOf(name), project);
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return [...projects].map(
    ([name, p]) =>
      `${name.padEnd(12)} ${String(p.files).padStart(3)} files  ${seconds(p.end - p.start).padStart(8)} wall  ${seconds(p.busy).padStart(8)} summed`,
  );
}
