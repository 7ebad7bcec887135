import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTestEnv, destroyTestEnv, eventually, stopProcesses, type TestEnv } from '@rtm/backend/testing';
import { ensureDatabase } from '@rtm/backend/db';
import { freePort } from '../../scripts/stack.mjs';
import { imageBuilds } from '../docker/build-images.mjs';
import { BACKEND_APPS, FRONT_ENDS } from './support/apps.js';
import { lastOf, parseDockerfile, substitute } from './support/dockerfile.js';
import { container, environment, find, imageName, overlay, readJson, readText, ROOT } from './support/manifests.js';
import { GatewayConfig } from '../../gateway/src/gateway.config.js';
import { contentSecurityPolicy } from '../../gateway/src/http/security-headers.js';

interface Build {
  image: string;
  workspace: string;
  dockerfile: string;
  version: string;
  buildArgs: Record<string, string>;
}
const builds = imageBuilds() as Build[];
const backend = builds.filter((b) => BACKEND_APPS.some((a) => a.workspace === b.workspace));
const frontEnds = builds.filter((b) => FRONT_ENDS.includes(b.workspace));
const objects = overlay('production');
const deploymentOf = (build: Build) => find(objects, 'Deployment', build.image.replace(/^rtm\//, ''));
const runtime = (build: Build) => parseDockerfile(build.dockerfile).stages.at(-1)!;
const exec = (cmd: string) => JSON.parse(cmd) as string[];

describe('Dockerfiles against the manifests and the workspaces (no Docker engine needed)', () => {
  it('every image of the manifests is built by one of the two Dockerfile patterns with build arguments', () => {
    expect(builds.map((b) => b.image).sort()).toEqual(
      objects
        .filter((o) => o.kind === 'Deployment')
        .map((d) => imageName(container(d).image).name)
        .filter((n) => n.startsWith('rtm/'))
        .sort(),
    );
    expect(new Set(builds.map((b) => b.dockerfile))).toEqual(
      new Set(['deploy/docker/node-app.Dockerfile', 'deploy/docker/static-app.Dockerfile']),
    );
    for (const build of builds) {
      const { args } = parseDockerfile(build.dockerfile);
      expect({ image: build.image, missing: Object.keys(build.buildArgs).filter((a) => !args.includes(a)) }).toEqual({
        image: build.image,
        missing: [],
      });
      expect(imageName(container(deploymentOf(build)).image).tag).toBe(build.version);
    }
  });

  it.each(backend.map((b) => b.image))('%s starts the way its workspace starts, as the user the Pod runs as', (image) => {
    const build = backend.find((b) => b.image === image)!;
    const stage = runtime(build);
    const start = readJson<{ scripts: { start: string } }>(`${build.workspace}/package.json`).scripts.start;
    expect(exec(lastOf(stage, 'CMD')!.args).join(' ')).toBe(start);
    expect(substitute(lastOf(stage, 'WORKDIR')!.args, build.buildArgs)).toBe(`/app/${build.workspace}`);
    expect(lastOf(stage, 'USER')?.args).toBe('node'); // uid 1000 in the node images
    expect(deploymentOf(build).spec.template.spec.securityContext.runAsUser).toBe(1000);
  });

  it.each(frontEnds.map((b) => b.image))('%s serves its build on the port and probe path of its Deployment', (image) => {
    const build = frontEnds.find((b) => b.image === image)!;
    const stage = runtime(build);
    const c = container(deploymentOf(build));
    const port = c.ports.find((p: { name: string }) => p.name === 'http').containerPort;
    expect(lastOf(stage, 'EXPOSE')?.args).toBe(String(port));
    const copies = stage.instructions.filter((i) => i.op === 'COPY').map((i) => substitute(i.args, build.buildArgs));
    expect(copies).toContain('deploy/docker/static-nginx.conf /etc/nginx/conf.d/default.conf');
    expect(copies).toContain('deploy/docker/static-security-headers.conf /etc/nginx/snippets/security-headers.conf');
    expect(copies).toContain(`--from=build /app/${build.workspace}/dist /usr/share/nginx/html${build.buildArgs.PUBLIC_DIR}`);
    // The Ingress sends /remotes/<name> to the remote's Service, which must find its files there.
    if (build.workspace !== 'shell') expect(build.buildArgs.PUBLIC_DIR).toBe(`/remotes/${build.workspace}`);
  });

  it.each(frontEnds.map((b) => b.workspace))(
    '%s: every built file is either content-hashed (cached a year) or revalidated',
    (workspace) => {
      const nginx = readText('deploy/docker/static-nginx.conf');
      const hashed = new RegExp(/location ~ "([^"]+)" \{\s+add_header Cache-Control "public, max-age=31536000, immutable"/.exec(nginx)![1]);
      const entry = new RegExp(/location ~ "([^"]+)" \{\s+add_header Cache-Control "no-cache"/.exec(nginx)![1]);
      const files = readdirSync(path.join(ROOT, workspace, 'dist'), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => `/${path.relative(path.join(ROOT, workspace, 'dist'), path.join(f.parentPath, f.name))}`);
      expect(files.filter((f) => hashed.test(f)).length).toBeGreaterThan(3);
      // mf-remotes.json has its own location (the ConfigMap); source maps are not in the build folder at all
      // (dist-sourcemaps/, for operators); the .gz/.br copies are sent in place of their file (gzip_static), under its headers.
      const copies = files.filter((f) => /\.(gz|br)$/.test(f));
      expect(copies.filter((f) => !files.includes(f.slice(0, -3)))).toEqual([]);
      const neither = files.filter((f) => !hashed.test(f) && !entry.test(f) && f !== '/mf-remotes.json' && !copies.includes(f));
      expect(neither).toEqual([]);
      expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
      expect(entry.test('/index.html') && entry.test('/remoteEntry.js') && entry.test('/mf-manifest.json')).toBe(true);
    },
  );

  describe('install step of the backend images, in a folder holding only what the Dockerfile copies', () => {
    it.each(backend.map((b) => b.image))('%s', (image) => {
      const build = backend.find((b) => b.image === image)!;
      const stage = runtime(build);
      const install = stage.instructions.findIndex((i) => i.op === 'RUN' && i.args.startsWith('npm ci'));
      const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-image-'));
      try {
        for (const copy of stage.instructions.slice(0, install).filter((i) => i.op === 'COPY')) {
          const parts = substitute(copy.args, build.buildArgs).split(/\s+/);
          const target = path.join(dir, parts.at(-1)!);
          for (const source of parts.slice(0, -1)) {
            const into = target.endsWith('/') ? path.join(target, path.basename(source)) : target;
            mkdirSync(path.dirname(into), { recursive: true });
            cpSync(path.join(ROOT, source), into);
          }
        }
        const command = substitute(stage.instructions[install].args, build.buildArgs).split(/\s+/);
        const result = spawnSync('npm', [...command.slice(1), '--dry-run', '--offline'], { cwd: dir, encoding: 'utf8' });
        expect({ status: result.status, error: result.status === 0 ? '' : result.stderr.slice(-2000) }).toEqual({ status: 0, error: '' });
        expect(result.stdout).toMatch(/@nestjs\/core/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('start step of the backend images with the environment of their Deployments', () => {
    let env: TestEnv;
    const running: ChildProcess[] = [];
    const ready = new Map<string, string>();
    const output = new Map<string, string[]>();

    beforeAll(async () => {
      env = createTestEnv('images');
      await ensureDatabase(env.DATABASE_URL);
      const dev = overlay('dev');
      const secrets = {
        ...env,
        SESSION_SECRET: randomBytes(24).toString('hex'),
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        SETTINGS_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
      } as Record<string, string>;
      for (const build of backend) {
        const deployment = find(dev, 'Deployment', build.image.replace(/^rtm\//, ''));
        const c = container(deployment);
        const vars: Record<string, string> = {};
        for (const entry of environment(dev, deployment).values()) vars[entry.name] = entry.secret ? secrets[entry.name] : entry.value!;
        delete vars.OTEL_EXPORTER_OTLP_ENDPOINT; // nothing listens here
        const portName = c.readinessProbe.httpGet.port as string;
        const port = await freePort();
        vars[portName === 'http' ? 'PORT' : 'HEALTH_PORT'] = String(port);
        const [cmd, ...args] = exec(lastOf(runtime(build), 'CMD')!.args);
        const child = spawn(cmd === 'node' ? process.execPath : cmd, args, {
          cwd: path.join(ROOT, build.workspace),
          // The run's own database, subject prefix and stream win over the manifest's shared ones.
          env: { PATH: process.env.PATH, ...vars, NATS_PREFIX: env.NATS_PREFIX, EVENTS_STREAM: env.EVENTS_STREAM },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const lines: string[] = [];
        const keep = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).slice(-20));
        child.stdout!.on('data', keep);
        child.stderr!.on('data', keep);
        output.set(build.image, lines);
        running.push(child);
        ready.set(build.image, `http://127.0.0.1:${port}${c.readinessProbe.httpGet.path}`);
      }
    }, 30_000);

    afterAll(async () => {
      await stopProcesses(running);
      if (env) await destroyTestEnv(env);
    });

    it.each(backend.map((b) => b.image))(
      '%s becomes ready on its readiness probe',
      async (image) => {
        const url = ready.get(image)!;
        const body = await eventually(
          async () => {
            const response = await fetch(url);
            return response.status === 200 ? ((await response.json()) as Record<string, string>) : undefined;
          },
          60_000,
          250,
        ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${output.get(image)!.slice(-20).join('\n')}`)));
        expect(body).toMatchObject({ status: 'ok', database: 'up', nats: 'up' });
      },
      90_000,
    );
  });
});

describe('security headers of the static images', () => {
  const directives = (policy: string) =>
    policy
      .split(';')
      .map((d) => d.trim().replace(/\s+/g, ' '))
      .filter(Boolean);

  it("send the gateway's Content-Security-Policy (default configuration) from every location", () => {
    const snippet = readText('deploy/docker/static-security-headers.conf');
    const nginxPolicy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(snippet)![1];
    const gatewayPolicy = Object.entries(contentSecurityPolicy(new GatewayConfig())).map(([name, values]) => `${name} ${values.join(' ')}`);
    expect(directives(nginxPolicy)).toEqual(gatewayPolicy);
    const nginx = readText('deploy/docker/static-nginx.conf');
    const locationsWithHeaders = nginx.split(/\n    location /).filter((block) => block.includes('add_header'));
    for (const block of locationsWithHeaders) expect(block).toContain('include /etc/nginx/snippets/security-headers.conf;');
  });
});
