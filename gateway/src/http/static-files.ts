import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';

/** Remotes served under /remotes/<folder>/ (the URLs of shell/public/mf-remotes.json). */
export const REMOTES = ['mfe-risks', 'mfe-tasks', 'mfe-admin'] as const;

/** Files that name other files (a stale copy would load an old version of the app), the tracing switch and the page icon. */
const NO_CACHE = new Set(['index.html', 'mf-remotes.json', 'telemetry.json', 'mf-manifest.json', 'remoteEntry.js', 'favicon.ico']);
/** `[name].[contenthash:8].js` of the rspack builds never change content. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs)$/;

/**
 * Single-machine mode: the shell at `/`, each remote at `/remotes/<folder>/`, and the shell's
 * index.html for any other page request (SPA fallback). /api, /health and missing files under
 * /remotes fall through to Nest, which answers them (404 JSON for unknown paths).
 */
export function staticFrontEnds(root: string): RequestHandler {
  const router = express.Router();
  const shellDir = path.resolve(root, 'shell/dist');
  const shellIndex = path.join(shellDir, 'index.html');
  const options = { index: false as const, redirect: false, setHeaders: cacheHeaders };

  for (const remote of REMOTES) {
    const dir = path.resolve(root, remote, 'dist');
    router.use(`/remotes/${remote}`, precompressed(dir), express.static(dir, options));
  }
  router.use(precompressed(shellDir), express.static(shellDir, options));
  router.use((req: Request, res: Response, next) => {
    if (!isPageRequest(req) || !existsSync(shellIndex)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellIndex);
  });
  // The API never looks for a file on disk.
  return (req, res, next) => (isApiPath(req.path.toLowerCase()) ? next() : router(req, res, next));
}

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/') || p === '/health' || p.startsWith('/health/');
}

/** A browser navigation: GET/HEAD outside the API, for a path without a file extension or asking for HTML. */
function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const p = req.path.toLowerCase();
  if (p.startsWith('/remotes/')) return false;
  const last = p.slice(p.lastIndexOf('/') + 1);
  return !last.includes('.') || !!req.get('accept')?.includes('text/html');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The brotli or gzip copy the build wrote next to a file (libs/frontend/build/precompress-plugin.js), for a
 * browser that accepts it, with the file's type and caching; other requests go on to express.static.
 */
function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    const type = CONTENT_TYPES[path.extname(req.path)];
    const accepted = req.get('accept-encoding') ?? '';
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD') || !accepted) return next();
    const file = path.join(dir, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(dir + path.sep)) return next();
    const encoding = ENCODINGS.find(([name, suffix]) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix));
    if (!encoding) return next();
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding[0]);
    res.setHeader('Content-Type', type);
    cacheHeaders(res, file);
    res.sendFile(file + encoding[1], { dotfiles: 'deny', lastModified: true, cacheControl: false }, (error) => error && next(error));
  };
}

function cacheHeaders(res: Response, file: string): void {
  const name = path.basename(file);
  if (NO_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Which front ends are built under `root`, for the start-up log. */
export function builtFrontEnds(root: string): string[] {
  return ['shell', ...REMOTES].filter((name) => existsSync(path.resolve(root, name, 'dist')));
}
