import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { ROOT } from './support/manifests.js';

/**
 * Every workspace declares what it imports at run time: the backend images install only their workspace's
 * production dependencies (deploy/docker/node-app.Dockerfile; dockerfiles.spec.ts installs and starts them), so an
 * undeclared import breaks an image. The root declares no run-time dependency of its own (tools only).
 */
interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Manifest;
const root = read('package.json') as Manifest & { workspaces: string[] };
const BACKEND = [
  'libs/contracts',
  'libs/backend',
  'services/identity',
  'services/risk',
  'services/task',
  'services/notification',
  'gateway',
];
const FRONTEND = ['libs/frontend', 'shell', 'mfe-risks', 'mfe-tasks', 'mfe-admin'];
/**
 * Loaded at run time rather than imported: NestFactory.create takes the HTTP platform it finds; nestjs-pino imports
 * its peer pino-http.
 */
const LOADED_BY_NAME: Record<string, string[]> = { gateway: ['@nestjs/platform-express'], backend: ['pino-http'] };

const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test', '__tests__'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !/\.(spec|test)\.|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Packages the workspace's sources (not its tests, not type-only imports) and its start command import. */
function importedPackages(workspace: string): string[] {
  const found = new Set<string>();
  const add = (specifier: string) => {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return;
    found.add(
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  };
  for (const file of sourceFiles(path.join(ROOT, workspace, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) if (!match[1]) add(match[2] ?? match[3] ?? match[4]);
  }
  for (const match of (read(`${workspace}/package.json`).scripts?.start ?? '').matchAll(/--(?:import|require)[= ](\S+)/g)) add(match[1]);
  found.delete(read(`${workspace}/package.json`).name);
  return [...found].sort();
}

describe('run-time dependencies of each workspace', () => {
  it.each(BACKEND)('%s declares exactly the packages it imports as its dependencies', (workspace) => {
    const manifest = read(`${workspace}/package.json`);
    const imported = [...importedPackages(workspace), ...(LOADED_BY_NAME[path.basename(workspace)] ?? [])].sort();
    expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).sort()).toEqual(imported);
  });

  it.each(FRONTEND)('%s declares every package it imports (they are bundled at build time)', (workspace) => {
    const manifest = read(`${workspace}/package.json`);
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
    expect(importedPackages(workspace).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('the root and the browser tests have no production dependencies (tools and test tools are devDependencies)', () => {
    expect(root.dependencies ?? {}).toEqual({});
    expect(read('e2e/package.json').dependencies ?? {}).toEqual({});
  });

  it('a dependency declared by two workspaces has one version', () => {
    const versions = new Map<string, Set<string>>();
    for (const workspace of [...BACKEND, ...FRONTEND, 'e2e']) {
      const manifest = read(`${workspace}/package.json`);
      for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        if (!name.startsWith('@rtm/')) versions.set(name, (versions.get(name) ?? new Set()).add(version));
      }
    }
    for (const [name, version] of Object.entries(root.devDependencies ?? {}))
      versions.set(name, (versions.get(name) ?? new Set()).add(version));
    expect([...versions].filter(([, v]) => v.size > 1).map(([name, v]) => `${name}: ${[...v].join(', ')}`)).toEqual([]);
  });

  it('npm ls finds no missing, invalid or extraneous package in the installed tree (peer dependencies included)', () => {
    const result = spawnSync('npm', ['ls', '--all', '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const problems = (JSON.parse(result.stdout) as { problems?: string[] }).problems ?? [];
    expect(problems).toEqual([]);
    expect(result.status).toBe(0);
  });
});
