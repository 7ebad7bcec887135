import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JetStreamSetupConfig } from '../../libs/backend/src/config/jetstream-setup-config.js';
import { BACKEND_APPS, configKeys } from './support/apps.js';
import { ROOT, readText } from './support/manifests.js';

/**
 * The documentation against the code (issue 24): the operations guide's configuration table lists exactly the
 * variables the product reads, every relative link and image of the pages resolves, and the README stays a front page.
 */

/** Product code that may read the environment itself (beside the configuration classes). Tests and benches are not product. */
const DIRECT_READERS = [
  'libs/backend/src',
  'libs/contracts/src',
  'libs/frontend/src',
  'libs/frontend/build',
  'services/identity/src',
  'services/risk/src',
  'services/task/src',
  'services/notification/src',
  'gateway/src',
  'shell/src',
  'mfe-risks/src',
  'mfe-tasks/src',
  'mfe-admin/src',
  'scripts/start.mjs',
  'scripts/stack.mjs',
  'scripts/supervisor.mjs',
  'scripts/embedded-postgres.mjs',
  'scripts/nats',
];
/** Variables of the system or of a tool, not settings of the product. */
const AMBIENT = new Set(['PATH', 'NO_COLOR', 'RSPACK_SERVE']);

function sourceFiles(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
    .filter((file) => !/\.(spec|int-spec|api-spec)\.tsx?$|\/testing\//.test(file));
}

/** `process.env.X`, `env.X` (a function's environment parameter) and `env['X']`. */
function directlyRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of DIRECT_READERS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)\b|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
      const name = match[1] ?? match[2];
      if (!AMBIENT.has(name) && !found.has(name)) found.set(name, path.relative(ROOT, file));
    }
  }
  return found;
}

/** The passwords nats-server takes from its environment (`$NATS_PASSWORD_<USER>` in deploy/nats/authorization.conf). */
function natsServerVariables(): string[] {
  return [...new Set([...readText('deploy/nats/authorization.conf').matchAll(/\$(NATS_[A-Z_]+)/g)].map((m) => m[1]))];
}

/** The names in the first column of the table under "## Configuration" of docs/operations.md. */
function documentedVariables(): string[] {
  const text = readText('docs/operations.md');
  const section = text.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('docs/operations.md has no "## Configuration" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line));
  return rows.slice(1).flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
}

describe('the configuration table of docs/operations.md', () => {
  const documented = documentedVariables();
  const read = new Map<string, string>();
  for (const app of BACKEND_APPS) for (const key of configKeys(app.config)) read.set(key, `${app.name}'s configuration class`);
  for (const key of configKeys(JetStreamSetupConfig)) if (!read.has(key)) read.set(key, "the JetStream setup's configuration class");
  for (const name of natsServerVariables()) read.set(name, 'nats-server (deploy/nats/authorization.conf)');
  for (const [name, where] of directlyRead()) if (!read.has(name)) read.set(name, where);

  it('lists every variable the code reads', () => {
    const missing = [...read].filter(([name]) => !documented.includes(name)).map(([name, where]) => `${name} (read by ${where})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable the code does not read, and each once', () => {
    expect(documented.filter((name) => !read.has(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it('finds the variables it checks (the scan and the table parse work)', () => {
    expect(documented).toEqual(expect.arrayContaining(['DATABASE_URL', 'SESSION_SECRET', 'MAIL_TIME_ZONE']));
    expect([...directlyRead().keys()]).toEqual(expect.arrayContaining(['OTEL_SERVICE_NAME', 'NATS_SERVER_BIN']));
  });
});

const PAGES = [
  'README.md',
  'deploy/README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Targets of `[text](target)`, `![alt](target)` and `<img src="target">` outside code blocks. */
function linksOf(markdown: string): string[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [
    ...[...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
  ];
}

describe.each(PAGES)('%s', (page) => {
  it('has relative links and images that resolve, anchors included', () => {
    const broken: string[] = [];
    for (const link of linksOf(readText(page))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto: ...
      const [target, anchor] = link.split('#');
      const file = target ? path.join(path.dirname(page), decodeURI(target)) : page;
      if (!existsSync(path.join(ROOT, file))) {
        broken.push(`${link}: no ${file}`);
        continue;
      }
      if (anchor && file.endsWith('.md') && !anchorsOf(readText(file)).has(anchor)) broken.push(`${link}: no heading #${anchor}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('README.md', () => {
  it('is a front page of at most 200 lines', () => {
    expect(readText('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });
});
