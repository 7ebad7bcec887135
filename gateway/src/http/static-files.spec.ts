import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { builtFrontEnds, staticFrontEnds } from './static-files.js';

describe(staticFrontEnds.name, () => {
  let root: string;
  let server: Server;
  let base: string;

  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'rtm-static-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('shell/dist/index.html', '<html>shell</html>');
    write('shell/dist/mf-remotes.json', '{"mfe_risks":"/remotes/mfe-risks/mf-manifest.json"}');
    write('shell/dist/main.0a1b2c3d.js', 'console.log("shell")');
    write('mfe-risks/dist/mf-manifest.json', '{}');
    write('mfe-risks/dist/remoteEntry.js', 'var remote;');
    const app = express();
    app.use(staticFrontEnds(root));
    app.use((_req, res) => void res.status(404).json({ statusCode: 404 }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / and its files, never caching index.html and mf-remotes.json', async () => {
    const index = await get('/');
    expect(await index.text()).toBe('<html>shell</html>');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const remotes = await get('/mf-remotes.json');
    expect(await remotes.json()).toEqual({ mfe_risks: '/remotes/mfe-risks/mf-manifest.json' });
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/main.0a1b2c3d.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('serves each remote under /remotes/<folder>/, with a 404 for a missing file', async () => {
    const manifest = await get('/remotes/mfe-risks/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/mfe-risks/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/mfe-risks/missing.js')).status).toBe(404);
    expect((await get('/remotes/mfe-tasks/mf-manifest.json')).status).toBe(404);
  });

  it('answers page routes with the shell index.html (SPA fallback)', async () => {
    for (const page of ['/risks', '/risks/3f1c/edit', '/no-such-page', '/users']) {
      const res = await get(page, { Accept: 'text/html' });
      expect({ page, status: res.status }).toEqual({ page, status: 200 });
      expect(await res.text()).toBe('<html>shell</html>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('leaves /api, /health and missing asset files alone', async () => {
    expect((await get('/api/nothing')).status).toBe(404);
    expect((await get('/health')).status).toBe(404);
    expect((await get('/missing.js')).status).toBe(404);
    expect((await fetch(`${base}/risks`, { method: 'POST' })).status).toBe(404);
  });

  it('lists the front ends that are built', () => {
    expect(builtFrontEnds(root)).toEqual(['shell', 'mfe-risks']);
  });
});
