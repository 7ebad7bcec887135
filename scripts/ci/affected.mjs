#!/usr/bin/env node
/**
 * Shows what `nx affected` builds and tests for a change inside one slice, without touching the work tree:
 * a scratch commit (on no branch) that edits one file of the slice, then `nx show projects --affected`
 * between HEAD and it, for the build and the test targets.
 * Usage: node scripts/ci/affected.mjs mfe-tasks/src [services/task/src ...]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const git = (args, options = {}) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', ...options }).trim();

/** A commit whose parent is HEAD and which appends a comment line to `file`; only git objects are written. */
export function scratchCommit(file) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-affected-'));
  const env = { ...process.env, GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    git(['read-tree', 'HEAD'], { env });
    const content = `${git(['show', `HEAD:${file}`])}\n// scratch change for the affected check\n`;
    const blob = git(['hash-object', '-w', '--stdin'], { input: content });
    git(['update-index', '--cacheinfo', `100644,${blob},${file}`], { env });
    const tree = git(['write-tree'], { env });
    return git(['commit-tree', tree, '-p', 'HEAD', '-m', `scratch: change ${file}`], {
      env: {
        ...env,
        GIT_AUTHOR_NAME: 'ci',
        GIT_AUTHOR_EMAIL: 'ci@localhost',
        GIT_COMMITTER_NAME: 'ci',
        GIT_COMMITTER_EMAIL: 'ci@localhost',
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The projects `nx affected` would run `target` for (all affected projects without a target). */
export function affectedProjects(head, target) {
  const nx = createRequire(import.meta.url).resolve('nx/bin/nx.js');
  const args = [
    nx,
    'show',
    'projects',
    '--affected',
    '--base=HEAD',
    `--head=${head}`,
    '--json',
    ...(target ? ['--withTarget', target] : []),
  ];
  const out = execFileSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  return JSON.parse(out.slice(out.indexOf('['))).sort();
}

/** A change to one source file inside `folder` (the first one git knows there), and what it affects. */
export function affectedByChange(folder) {
  const file = git(['ls-files', '--', folder])
    .split('\n')
    .find((f) => /\.(ts|tsx)$/.test(f));
  if (!file) throw new Error(`No TypeScript file under ${folder}`);
  const head = scratchCommit(file);
  return { folder, build: affectedProjects(head, 'build'), test: affectedProjects(head, 'test') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) {
    const { build, test } = affectedByChange(folder);
    console.log(`a change inside ${folder}\n  build: ${build.join(', ') || '-'}\n  test:  ${test.join(', ') || '-'}`);
  }
}
