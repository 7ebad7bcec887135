#!/usr/bin/env node
/**
 * The rows of `duplicates` whose two sides lie in two different slices (identity, risk, task, notification): the
 * measure of issue 7 ("no non-boilerplate pair across slices").
 * Usage: duplicates --most 200 --seconds 120 | node scripts/ci/cross-slice-duplicates.mjs [--all] [--max N]
 *        (or the output saved to a file, named as the argument). With --max N it exits 1 when more than N rows count.
 *
 * Rows marked boilerplate are dropped. A path outside every slice (libs/backend, libs/frontend, gateway core and http,
 * scripts, e2e support, ...) is `shared`: a pair of a slice and shared code does not span two slices; --all lists those.
 * `duplicates` passes over import lines, but not over the names of an import that prettier spread over several lines
 * (`  type TaskView,`): a row that is six lines or more only thanks to them (fewer than six on a side once they are left
 * out, as the tool leaves imports out) is an `import list`, listed with --all, not counted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SLICES = ['identity', 'risk', 'task', 'notification'];

/** A word of a gateway folder, a test file's name or an admin front-end folder, and the slice it belongs to. */
const WORDS = {
  risk: 'risk',
  risks: 'risk',
  task: 'task',
  tasks: 'task',
  identity: 'identity',
  users: 'identity',
  user: 'identity',
  auth: 'identity',
  departments: 'identity',
  department: 'identity',
  password: 'identity',
  session: 'identity',
  admin: 'identity',
  notification: 'notification',
  notifications: 'notification',
  settings: 'notification',
  activities: 'notification',
  activity: 'notification',
};
const MIN_LINES = 6;

/** The slice a path of the repository belongs to, or `shared`. */
export function sliceOf(file) {
  let m = /^services\/(\w+)\//.exec(file) ?? /^libs\/contracts\/src\/(\w+)\//.exec(file);
  if (m) return SLICES.includes(m[1]) ? m[1] : 'shared';
  m = /^gateway\/src\/clients\/(\w+)\.client\.ts$/.exec(file);
  if (m) return SLICES.includes(m[1]) ? m[1] : 'shared';
  m = /^gateway\/src\/([\w-]+)\//.exec(file);
  if (m) return WORDS[m[1]] ?? 'shared';
  if (file.startsWith('mfe-risks/')) return 'risk';
  if (file.startsWith('mfe-tasks/')) return 'task';
  if (file.startsWith('mfe-admin/')) {
    const head = (/^mfe-admin\/src\/(?:components|pages|api|hooks)\/([\w-]+)/.exec(file)?.[1] ?? '').toLowerCase();
    const word = Object.keys(WORDS).find((w) => head.startsWith(w));
    return word ? WORDS[word] : 'identity';
  }
  m = /^(?:gateway\/test|e2e)\/([\w-]+?)[.-]/.exec(file);
  return (m && WORDS[m[1]]) ?? 'shared';
}

/** Numbers (from 1) of the lines of `text` that belong to an import or re-export statement. */
export function importLines(text) {
  const lines = new Set();
  let inside = false;
  text.split('\n').forEach((line, i) => {
    const stripped = line.trim();
    const ends = /\bfrom\s+['"]/.test(stripped);
    if (!inside && /^(import\b|export\s+(type\s+)?(\*|\{))/.test(stripped)) {
      lines.add(i + 1);
      inside = !ends && !/^import\s+['"]/.test(stripped);
    } else if (inside) {
      lines.add(i + 1);
      if (ends) inside = false;
    }
  });
  return lines;
}

/** How many lines of start..end the tool counts: not blank, comment, lone punctuation, nor part of an import. */
export function countedLines(text, start, end) {
  const all = text.split('\n');
  const skip = importLines(text);
  let n = 0;
  for (let i = start; i <= end; i++) {
    const line = (all[i - 1] ?? '').trim();
    if (skip.has(i) || !line || /^[\s{}()[\];,]*$/.test(line) || /^(\/\/|\/\*|\*)/.test(line)) continue;
    n++;
  }
  return n;
}

/** Sorts the rows of a `duplicates` output: `crossing` (counted), `imports` and `touching` (listed apart). */
export function classify(output, read = (file) => readFileSync(file, 'utf8')) {
  const result = { crossing: [], imports: [], touching: [] };
  const texts = new Map();
  const text = (file) => {
    if (!texts.has(file)) {
      try {
        texts.set(file, read(file));
      } catch {
        texts.set(file, null);
      }
    }
    return texts.get(file);
  };
  const lines = (file, start, end) => (text(file) === null ? MIN_LINES : countedLines(text(file), start, end));
  for (const line of output.split('\n')) {
    const m = /^\s*D\d+\s+(\S+):(\d+)-(\d+) ~ (\S+):(\d+)-(\d+)(.*)$/.exec(line);
    if (!m || m[7].includes('boilerplate')) continue;
    const [a, b] = [sliceOf(m[1]), sliceOf(m[4])];
    if (a === b) continue;
    const row = `${a} | ${b} | ${line.trim()}`;
    if (a === 'shared' || b === 'shared') result.touching.push(row);
    else if (Math.min(lines(m[1], +m[2], +m[3]), lines(m[4], +m[5], +m[6])) < MIN_LINES) result.imports.push(row);
    else result.crossing.push(row);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const maxAt = args.indexOf('--max');
  const max = maxAt >= 0 ? Number(args[maxAt + 1]) : Infinity;
  const file = args.find((a, i) => !a.startsWith('--') && !(maxAt >= 0 && i === maxAt + 1));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { crossing, imports, touching } = classify(readFileSync(file ?? 0, 'utf8'), (f) => readFileSync(path.join(root, f), 'utf8'));
  for (const row of crossing) console.log(row);
  console.log(`cross-slice non-boilerplate: ${crossing.length}`);
  if (args.includes('--all')) {
    console.log(`--- import list (six lines only with the names of a multi-line import; not counted): ${imports.length}`);
    for (const row of imports) console.log(row);
    console.log(`--- slice and shared code (not counted): ${touching.length}`);
    for (const row of touching) console.log(row);
  }
  if (crossing.length > max) process.exitCode = 1;
}
