import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['mfe-risks', 'mfe-tasks', 'mfe-admin'];
const RUN_TIME_FILES = ['mf-remotes.json', 'telemetry.json'];

/**
 * A STATIC_ROOT for a gateway of a test's own: the built shell and remotes (linked, not copied, so nothing is
 * rebuilt) with the shell's run-time files (mf-remotes.json, telemetry.json) written by the test, as an operator's
 * ConfigMap would replace them.
 */
export interface FrontEndRoot {
  root: string;
  /** Writes a JSON file beside the shell's index.html; the next page load reads it. */
  writeShellFile(name: string, content: unknown): void;
  /** mf-remotes.json of the build with these entries replaced. */
  writeRemotes(entries: Record<string, string>): void;
  dispose(): void;
}

export function frontEndRoot(): FrontEndRoot {
  const root = mkdtempSync(path.join(tmpdir(), 'rtm-static-'));
  const shell = path.join(root, 'shell/dist');
  mkdirSync(shell, { recursive: true });
  for (const file of readdirSync(path.join(ROOT, 'shell/dist'))) {
    // The run-time files are written here, not through a link into the build.
    if (!RUN_TIME_FILES.includes(file)) symlinkSync(path.join(ROOT, 'shell/dist', file), path.join(shell, file));
  }
  for (const remote of REMOTES) {
    mkdirSync(path.join(root, remote));
    symlinkSync(path.join(ROOT, remote, 'dist'), path.join(root, remote, 'dist'));
  }
  const built = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/mf-remotes.json'), 'utf8')) as Record<string, string>;
  const writeShellFile = (name: string, content: unknown) => writeFileSync(path.join(shell, name), JSON.stringify(content));
  writeShellFile('mf-remotes.json', built);
  writeShellFile('telemetry.json', {});
  return {
    root,
    writeShellFile,
    writeRemotes: (entries) => writeShellFile('mf-remotes.json', { ...built, ...entries }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Another version of a remote: a copy of its build (without the precompressed files) in which `edit` changed the
 * content of the files, as a new release of the remote published elsewhere would be.
 */
export function publishedCopy(remote: string, edit: (name: string, content: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `rtm-${remote}-`));
  const dist = path.join(ROOT, remote, 'dist');
  for (const file of readdirSync(dist)) {
    if (/\.(br|gz)$/.test(file)) continue;
    if (/\.(js|json)$/.test(file)) writeFileSync(path.join(dir, file), edit(file, readFileSync(path.join(dist, file), 'utf8')));
    else copyFileSync(path.join(dist, file), path.join(dir, file));
  }
  return dir;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A static file server for a folder on a loopback port (a CDN of another origin: CORS open), answering its origin. */
export async function serveFolder(dir: string): Promise<{ origin: string; requested: string[]; close(): Promise<void> }> {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const name = path.basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    requested.push(name);
    let body: Buffer;
    try {
      body = readFileSync(path.join(dir, name));
    } catch {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    res.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
