import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTestEnv, destroyTestEnv, eventually, stopProcesses, type TestEnv } from '@rtm/backend/testing';
import { bootstrapDatabase } from '@rtm/backend/db';
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
      // mf-remotes.json and telemetry.json have their own locations (ConfigMaps: the built telemetry.json, tracing
      // off, is what `npm start` serves); source maps are not in the build folder at all
      // (dist-sourcemaps/, for operators); the .gz/.br copies are sent in place of their file (gzip_static), under its headers.
      const copies = files.filter((f) => /\.(gz|br)$/.test(f));
      expect(copies.filter((f) => !files.includes(f.slice(0, -3)))).toEqual([]);
      const ownLocation = ['/mf-remotes.json', '/telemetry.json'];
      const neither = files.filter((f) => !hashed.test(f) && !entry.test(f) && !ownLocation.includes(f) && !copies.includes(f));
      expect(neither).toEqual([]);
      expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
      expect(entry.test('/index.html') && entry.test('/remoteEntry.js') && entry.test('/mf-manifest.json')).toBe(true);
    },
  );

  /**
   * What the image would hold, built here without Docker: a folder with only what the Dockerfile copies before its
   * install step, that install run for real (`npm ci --omit=dev --workspace <workspace>`, from npm's cache), then the
   * builds it copies from the build stage. Each process starts there with its CMD and the environment of its
   * Deployment, as its own database role owning only its schema (as CloudNativePG's managed roles give it): a
   * package a workspace imports without declaring it as a dependency is missing there and the process fails.
   */
  describe('backend images: production install (--omit=dev) in a folder holding only what the Dockerfile copies, started as in their Deployments', () => {
    let env: TestEnv;
    const folders = new Map<string, string>();
    const running: ChildProcess[] = [];
    const ready = new Map<string, string>();
    const output = new Map<string, string[]>();

    /** The run's copy of one image: COPY instructions before the install, the install itself, COPY --from=build. */
    async function installImage(build: Build): Promise<string> {
      const stage = runtime(build);
      const install = stage.instructions.findIndex((i) => i.op === 'RUN' && i.args.startsWith('npm ci'));
      const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-image-'));
      const copy = (args: string, from: string) => {
        const parts = substitute(args, build.buildArgs).split(/\s+/);
        const target = path.join(dir, parts.at(-1)!);
        for (const source of parts.slice(0, -1)) {
          const into = target.endsWith('/') ? path.join(target, path.basename(source)) : target;
          mkdirSync(path.dirname(into), { recursive: true });
          cpSync(path.join(from, source), into, { recursive: true });
        }
      };
      for (const instruction of stage.instructions.slice(0, install).filter((i) => i.op === 'COPY')) copy(instruction.args, ROOT);
      const command = substitute(stage.instructions[install].args, build.buildArgs).split(/\s+/);
      const result = await run('npm', [...command.slice(1), '--offline', '--ignore-scripts'], dir);
      if (result.status !== 0) throw new Error(`${build.image}: ${command.join(' ')} failed:\n${result.output.slice(-2000)}`);
      // The build stage's outputs (built here already by the test runner), from this repository's folders.
      for (const instruction of stage.instructions.slice(install + 1).filter((i) => i.op === 'COPY' && i.args.startsWith('--from=build'))) {
        copy(instruction.args.replace(/^--from=build\s+\/app\//, '').replace(/\s\/app\//g, ' '), ROOT);
      }
      return dir;
    }

    beforeAll(async () => {
      env = createTestEnv('images');
      // In parallel: each install mostly waits for the disk.
      const dirs = await Promise.all(backend.map((build) => installImage(build)));
      backend.forEach((build, i) => folders.set(build.image, dirs[i]));
      const { urls } = await bootstrapDatabase(
        env.DATABASE_URL,
        BACKEND_APPS.map((app) => ({ name: app.name, schema: (new app.config() as unknown as Record<string, string>)[app.schemaKey] })),
        { extensions: ['pg_trgm'] },
      );
      const dev = overlay('dev');
      // The nats-setup Job first, from its image's folder with its command and environment (as the NATS administrator).
      const job = find(dev, 'Job', 'nats-setup');
      const [jobCmd, ...jobArgs] = container(job).command as string[];
      const jobVars = Object.fromEntries([...environment(dev, job).values()].map((entry) => [entry.name, entry.value ?? '']));
      const setup = await run(
        jobCmd === 'node' ? process.execPath : jobCmd,
        jobArgs.map((arg) => arg.replace(/^\/app\//, '')),
        folders.get(imageName(container(job).image).name)!,
        { PATH: process.env.PATH, ...jobVars, NATS_URL: env.NATS_URL, NATS_PREFIX: env.NATS_PREFIX, EVENTS_STREAM: env.EVENTS_STREAM },
      );
      if (setup.status !== 0) throw new Error(`The nats-setup Job's command failed:\n${setup.output.slice(-2000)}`);
      const secrets = {
        ...env,
        SESSION_SECRET: randomBytes(24).toString('hex'),
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        SETTINGS_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
      } as Record<string, string>;
      for (const build of backend) {
        const name = build.image.replace(/^rtm\//, '');
        const deployment = find(dev, 'Deployment', name);
        const c = container(deployment);
        const vars: Record<string, string> = {};
        for (const entry of environment(dev, deployment).values()) vars[entry.name] = entry.secret ? secrets[entry.name] : entry.value!;
        vars.DATABASE_URL = urls[name];
        delete vars.OTEL_EXPORTER_OTLP_ENDPOINT; // nothing listens here
        const portName = c.readinessProbe.httpGet.port as string;
        const port = await freePort();
        vars[portName === 'http' ? 'PORT' : 'HEALTH_PORT'] = String(port);
        const [cmd, ...args] = exec(lastOf(runtime(build), 'CMD')!.args);
        const workdir = substitute(lastOf(runtime(build), 'WORKDIR')!.args, build.buildArgs).replace(/^\/app\//, '');
        const child = spawn(cmd === 'node' ? process.execPath : cmd, args, {
          cwd: path.join(folders.get(build.image)!, workdir),
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
    }, 600_000);

    afterAll(async () => {
      await stopProcesses(running);
      if (env) await destroyTestEnv(env);
      for (const dir of folders.values()) rmSync(dir, { recursive: true, force: true });
    });

    it.each(backend.map((b) => b.image))('%s holds its run-time packages and none of the development tools', (image) => {
      const modules = path.join(folders.get(image)!, 'node_modules');
      for (const name of ['@nestjs/core', '@mikro-orm/postgresql', 'pg', 'class-validator'])
        expect({ name, there: existsSync(path.join(modules, name)) }).toEqual({ name, there: true });
      // playwright-core drives the notification service's Chromium (committee packs, issue 29): a run-time package there only.
      const printsPdf = image === 'rtm/notification';
      expect({ name: 'playwright-core', there: existsSync(path.join(modules, 'playwright-core')) }).toEqual({
        name: 'playwright-core',
        there: printsPdf,
      });
      for (const name of ['jest', 'typescript', 'nx', '@nestjs/testing', 'react', 'antd'])
        expect({ name, there: existsSync(path.join(modules, name)) }).toEqual({ name, there: false });
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
          // Five processes start at once (a loaded 2-core machine took 41 s for the gateway).
          180_000,
          250,
        ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${output.get(image)!.slice(-20).join('\n')}`)));
        expect(body).toMatchObject({ status: 'ok', database: 'up', nats: 'up' });
      },
      200_000,
    );
  });
});

/** Runs a command to its end without blocking the test process (several at once). */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

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
