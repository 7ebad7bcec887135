import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@rtm/backend/config';
import { HEALTH_PATHS } from '@rtm/backend/app';
import { BACKEND_APPS, configKeys, FRONT_ENDS, PROCESS_VARIABLES, SECRET_KEY } from './support/apps.js';
import {
  byKind,
  container,
  environment,
  find,
  imageName,
  OVERLAYS,
  overlay,
  readJson,
  readText,
  type K8sObject,
} from './support/manifests.js';

interface ImageEntry {
  image: string;
  workspace: string;
}
const { images } = readJson<{ images: ImageEntry[] }>('deploy/docker/images.json');
const versionOf = (workspace: string) => readJson<{ version: string }>(`${workspace}/package.json`).version;
/** Names of the Secrets the objects refer to (env, CloudNativePG roles and backups, Ingress TLS). */
function secretReferences(objects: K8sObject[]): string[] {
  const names = new Set<string>();
  const walk = (node: unknown, parentKey: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, parentKey));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'secretName' && typeof value === 'string') names.add(value);
      if (
        key === 'name' &&
        typeof value === 'string' &&
        ['secretKeyRef', 'passwordSecret', 'accessKeyId', 'secretAccessKey'].includes(parentKey)
      )
        names.add(value);
      walk(value, key);
    }
  };
  objects.forEach((o) => walk(o, ''));
  return [...names].sort();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const portNamed = (c: any, name: string): number => c.ports.find((p: { name: string }) => p.name === name)?.containerPort;

describe.each(OVERLAYS)('the %s manifests agree with the code', (name) => {
  const objects = overlay(name);

  it('run every image of deploy/docker/images.json, tagged with its workspace version', () => {
    const ours = [...byKind(objects, 'Deployment')].map((d) => imageName(container(d).image)).filter((i) => i.name.startsWith('rtm/'));
    expect(ours.map((i) => i.name).sort()).toEqual(images.map((i) => i.image).sort());
    for (const image of ours) {
      const entry = images.find((i) => i.image === image.name)!;
      expect({ image: image.name, tag: image.tag }).toEqual({ image: image.name, tag: versionOf(entry.workspace) });
    }
  });

  it.each(BACKEND_APPS.map((a) => a.name))('%s: every variable is one its configuration reads, with a valid value', (app) => {
    const spec = BACKEND_APPS.find((a) => a.name === app)!;
    const env = environment(objects, find(objects, 'Deployment', app));
    const known = new Set([...configKeys(spec.config), ...PROCESS_VARIABLES]);
    expect([...env.keys()].filter((key) => !known.has(key))).toEqual([]);
    // The values the cluster will give (secrets stand in with well-formed, random values) pass the config's validation.
    const values = Object.fromEntries(
      [...env.values()].map((e) => [
        e.name,
        e.secret
          ? e.name === 'DATABASE_URL'
            ? 'postgres://u:p@rtm-db-rw:5432/rtm'
            : e.name === 'NATS_URL'
              ? 'nats://u:p@nats:4222'
              : randomBytes(16).toString('hex')
          : e.value,
      ]),
    );
    expect(() => loadConfig(spec.config, values)).not.toThrow();
  });

  it.each(BACKEND_APPS.map((a) => a.name))('%s: every credential its configuration reads comes from a Secret', (app) => {
    const spec = BACKEND_APPS.find((a) => a.name === app)!;
    const env = environment(objects, find(objects, 'Deployment', app));
    // Each has a development default that must not reach a cluster; a literal would put it in the repository.
    const credentials = configKeys(spec.config).filter((key) => SECRET_KEY.test(key));
    expect(credentials.length).toBeGreaterThanOrEqual(2);
    for (const key of credentials) expect({ key, fromSecret: !!env.get(key)?.secret }).toEqual({ key, fromSecret: true });
  });

  it('every Secret the manifests refer to is described for the operator in deploy/README.md', () => {
    const readme = readText('deploy/README.md');
    const names = secretReferences(objects);
    expect(names.length).toBeGreaterThanOrEqual(name === 'production' ? 12 : 10);
    expect(names.filter((n) => !readme.includes(`\`${n}\``))).toEqual([]);
  });

  it('probe the paths the processes answer, on the ports they listen on', () => {
    const gateway = container(find(objects, 'Deployment', 'gateway'));
    const gatewayEnv = environment(objects, find(objects, 'Deployment', 'gateway'));
    const port = portNamed(gateway, 'http');
    expect(port).toBe(Number(gatewayEnv.get('PORT')?.value ?? new (BACKEND_APPS[0].config as never as new () => { PORT: number })().PORT));
    expect(gateway.readinessProbe.httpGet).toEqual({ path: HEALTH_PATHS.ready, port: 'http' });
    expect(gateway.livenessProbe.httpGet).toEqual({ path: HEALTH_PATHS.live, port: 'http' });
    expect(gateway.startupProbe.httpGet).toEqual({ path: HEALTH_PATHS.live, port: 'http' });
    expect(find(objects, 'Service', 'gateway').spec.ports[0].targetPort).toBe('http');

    for (const app of BACKEND_APPS.filter((a) => a.name !== 'gateway')) {
      const deployment = find(objects, 'Deployment', app.name);
      const c = container(deployment);
      expect({ app: app.name, healthPort: Number(environment(objects, deployment).get('HEALTH_PORT')?.value) }).toEqual({
        app: app.name,
        healthPort: portNamed(c, 'health'),
      });
      expect(c.readinessProbe.httpGet).toEqual({ path: HEALTH_PATHS.ready, port: 'health' });
      expect(c.livenessProbe.httpGet).toEqual({ path: HEALTH_PATHS.live, port: 'health' });
      expect(c.startupProbe.httpGet).toEqual({ path: HEALTH_PATHS.live, port: 'health' });
    }

    const nginx = readText('deploy/docker/static-nginx.conf');
    for (const front of FRONT_ENDS) {
      const c = container(find(objects, 'Deployment', front));
      expect(nginx).toContain(`listen ${portNamed(c, 'http')};`);
      expect(nginx).toContain(`location = ${c.readinessProbe.httpGet.path} {`);
    }
  });

  it('point every process at the OpenTelemetry Collector', () => {
    const collector = find(objects, 'Service', 'otel-collector');
    const otlp = collector.spec.ports.find((p: { name: string }) => p.name === 'otlp-http');
    for (const app of BACKEND_APPS) {
      const env = environment(objects, find(objects, 'Deployment', app.name));
      expect(env.get('OTEL_EXPORTER_OTLP_ENDPOINT')?.value).toBe(`http://otel-collector:${otlp.port}`);
      expect(env.get('OTEL_SERVICE_NAME')?.value).toBe(app.name);
    }
    const config = Object.values(
      find(objects, 'ConfigMap', find(objects, 'Deployment', 'otel-collector').spec.template.spec.volumes[0].configMap.name).data,
    )[0] as string;
    expect(config).toContain(`endpoint: 0.0.0.0:${otlp.port}`);
    const metricsPort = collector.spec.ports.find((p: { name: string }) => p.name === 'metrics').port;
    expect(config).toMatch(new RegExp(`prometheus:\\s*\\n\\s*endpoint: 0\\.0\\.0\\.0:${metricsPort}`));
  });

  it('give each process the database role and schema of its configuration', () => {
    const cluster = find(objects, 'Cluster', 'rtm-db');
    const database = find(objects, 'Database', 'rtm');
    for (const app of BACKEND_APPS) {
      const schema = (new app.config() as unknown as Record<string, string>)[app.schemaKey];
      const role = cluster.spec.managed.roles.find((r: { name: string }) => r.name === app.name);
      expect(role).toMatchObject({ login: true, passwordSecret: { name: `rtm-db-${app.name}` } });
      expect(database.spec.schemas).toContainEqual({ name: schema, owner: app.name });
      const env = environment(objects, find(objects, 'Deployment', app.name));
      expect(env.get('DATABASE_URL')?.secret).toEqual({ name: `rtm-db-${app.name}`, key: 'uri' });
    }
  });

  it('let the shell load every remote it knows from the mf-remotes ConfigMap', () => {
    const shell = find(objects, 'Deployment', 'shell');
    const volume = shell.spec.template.spec.volumes.find((v: { configMap?: unknown }) => v.configMap);
    const remotes = JSON.parse(find(objects, 'ConfigMap', volume.configMap.name).data['mf-remotes.json']);
    const known = readJson<Record<string, string>>('shell/public/mf-remotes.json');
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(known).sort());
    for (const url of Object.values(remotes)) expect(url).toMatch(/mf-manifest\.json$/);
    expect(readText('deploy/docker/static-nginx.conf')).toContain(
      `alias ${container(shell).volumeMounts.find((m: { name: string }) => m.name === volume.name).mountPath}/mf-remotes.json;`,
    );
  });

  it('serve the browser tracing switch (telemetry.json) from a ConfigMap the shell reads', () => {
    for (const name of OVERLAYS) {
      const rendered = overlay(name);
      const shell = find(rendered, 'Deployment', 'shell');
      const volume = shell.spec.template.spec.volumes.find((v: { configMap?: { name: string } }) =>
        v.configMap?.name.startsWith('telemetry'),
      );
      expect(volume).toBeDefined();
      const mount = container(shell).volumeMounts.find((m: { name: string }) => m.name === volume.name);
      expect(readText('deploy/docker/static-nginx.conf')).toContain(
        `location = /telemetry.json {\n        alias ${mount.mountPath}/telemetry.json;`,
      );
      // What the shell's readTelemetryConfig accepts: an object, with a traces URL when tracing is on.
      const config = JSON.parse(find(rendered, 'ConfigMap', volume.configMap.name).data['telemetry.json']);
      expect(typeof config).toBe('object');
      if ('tracesUrl' in config) expect(config.tracesUrl).toMatch(/^https:\/\/.+\/v1\/traces$/);
    }
  });
});

describe('stream replicas per overlay', () => {
  const replicas = (objects: K8sObject[]) => Number(environment(objects, find(objects, 'Job', 'nats-setup')).get('EVENTS_REPLICAS')?.value);
  it('keep one copy in dev and three in production, never more than NATS servers', () => {
    expect(replicas(overlay('dev'))).toBe(1);
    expect(replicas(overlay('production'))).toBe(3);
    for (const name of OVERLAYS)
      expect(replicas(overlay(name))).toBeLessThanOrEqual(find(overlay(name), 'StatefulSet', 'nats').spec.replicas);
  });
});
