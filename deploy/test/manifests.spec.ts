import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { natsServerBinary } from '../../libs/backend/test/support/nats-cluster.js';
import { NATS_ADMIN, NATS_USERS, renderAuthorization } from '../../scripts/nats/nats-server.mjs';
import { byKind, container, environment, find, OVERLAYS, overlay, render, ROOT, type K8sObject } from './support/manifests.js';
import { schemaProblems } from './support/schemas.js';

describe('Kubernetes manifests (kubectl kustomize)', () => {
  it.each(['base', ...OVERLAYS.map((o) => `overlays/${o}`)])('%s renders', (dir) => {
    const objects = render(dir);
    expect(byKind(objects, 'Deployment').length).toBeGreaterThanOrEqual(10);
  });

  it.each(OVERLAYS)('every object of %s is valid against the Kubernetes and CRD schemas', async (name) => {
    const problems = (await Promise.all(overlay(name).map(schemaProblems))).flat();
    expect(problems).toEqual([]);
  });

  it('the schema check catches a wrong type, a missing required field and (for CRDs) a misspelt field', async () => {
    const deployment = structuredClone(find(overlay('production'), 'Deployment', 'gateway'));
    deployment.spec.replicas = 'three';
    delete deployment.spec.template.spec.containers[0].name;
    expect((await schemaProblems(deployment)).join('\n')).toMatch(/replicas must be integer.*required property name/s);

    const cluster = structuredClone(find(overlay('production'), 'Cluster', 'rtm-db'));
    cluster.spec.instancess = 3;
    expect((await schemaProblems(cluster)).join('\n')).toMatch(/must NOT have additional properties.*instancess/);
  });

  it.each(OVERLAYS)('%s has a PodDisruptionBudget and a HorizontalPodAutoscaler for the gateway and each service', (name) => {
    const objects = overlay(name);
    for (const app of ['gateway', 'identity', 'risk', 'task', 'notification']) {
      const pdb = find(objects, 'PodDisruptionBudget', app);
      expect(pdb.spec.selector.matchLabels).toEqual(find(objects, 'Deployment', app).spec.selector.matchLabels);
      const hpa = find(objects, 'HorizontalPodAutoscaler', app);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
      expect(hpa.spec.minReplicas).toBeLessThan(hpa.spec.maxReplicas);
    }
  });

  it.each(OVERLAYS)('every workload of %s has resource requests and limits and runs as a non-root user', (name) => {
    const workloads = overlay(name).filter((o: K8sObject) => o.kind === 'Deployment' || o.kind === 'StatefulSet');
    for (const workload of workloads) {
      for (const c of workload.spec.template.spec.containers) {
        expect({ workload: workload.metadata.name, requests: !!c.resources?.requests?.memory && !!c.resources?.requests?.cpu }).toEqual({
          workload: workload.metadata.name,
          requests: true,
        });
        expect(c.resources.limits?.memory).toBeDefined();
      }
      expect(workload.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    }
  });

  it.each(OVERLAYS)('%s carries no Secret and no credential literal: only Secret references', (name) => {
    const objects = overlay(name);
    expect(byKind(objects, 'Secret')).toEqual([]);
    const text = JSON.stringify(objects);
    expect(text).not.toMatch(/postgres(ql)?:\/\/[^"]*:[^"@]*@/); // a password in a connection string
    expect(text).not.toMatch(/nats:\/\/[^"]*:[^"@]*@/);
  });

  it.each(OVERLAYS)("%s: the gateway trusts X-Forwarded-For only from the ingress's range (the default trusts no proxy)", (name) => {
    const objects = overlay(name);
    const trusted = environment(objects, find(objects, 'Deployment', 'gateway')).get('TRUST_PROXY')?.value ?? '';
    const entries = trusted.split(',').map((s) => s.trim());
    expect(entries.length).toBeGreaterThan(0);
    // Address ranges only: no `true`, hop count or express shortcut (loopback, uniquelocal...) that trusts whoever is there.
    for (const entry of entries) expect(entry).toMatch(/^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$|^[0-9a-f:]+\/\d{1,3}$/i);
  });

  it('NATS runs as a JetStream cluster of three with file storage flushed on every write', () => {
    for (const name of OVERLAYS) {
      const objects = overlay(name);
      const nats = find(objects, 'StatefulSet', 'nats');
      expect(nats.spec.replicas).toBe(3);
      expect(nats.spec.serviceName).toBe('nats-headless');
      expect(nats.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
      const conf = Object.values(find(objects, 'ConfigMap', nats.spec.template.spec.volumes[0].configMap.name).data)[0] as string;
      expect(conf).toMatch(/jetstream \{[^}]*store_dir: \/data\/jetstream[^}]*sync_interval: always/s);
      for (let i = 0; i < 3; i++) expect(conf).toContain(`nats-route://nats-${i}.nats-headless:6222`);
      expect(find(objects, 'PodDisruptionBudget', 'nats').spec.maxUnavailable).toBe(1);
    }
  });

  it.each(OVERLAYS)("%s: NATS has a user per process with deploy/nats's permissions, each password from that process's Secret", (name) => {
    const objects = overlay(name);
    const nats = find(objects, 'StatefulSet', 'nats');
    const conf = Object.values(find(objects, 'ConfigMap', nats.spec.template.spec.volumes[0].configMap.name).data)[0] as string;
    expect(conf).toContain(renderAuthorization({ prefix: '' }));
    const env = environment(objects, nats);
    for (const user of NATS_USERS) {
      expect({ user, secret: env.get(`NATS_PASSWORD_${user.toUpperCase()}`)?.secret }).toEqual({
        user,
        secret: { name: `rtm-nats-${user}`, key: 'password' },
      });
    }
  });

  it.each(OVERLAYS)('%s: a Job runs the JetStream setup as the NATS administrator, whose password only its Secret holds', (name) => {
    const objects = overlay(name);
    const nats = find(objects, 'StatefulSet', 'nats');
    expect(environment(objects, nats).get('NATS_PASSWORD_ADMIN')?.secret).toEqual({ name: `rtm-nats-${NATS_ADMIN}`, key: 'password' });
    const job = find(objects, 'Job', 'nats-setup');
    const setup = container(job);
    // The product's own command, from an image that carries @rtm/backend's build (deploy/docker/node-app.Dockerfile).
    expect(setup.command).toEqual(['node', '/app/libs/backend/dist/events/setup-jetstream.main.js']);
    expect(existsSync(path.join(ROOT, 'libs/backend/src/events/setup-jetstream.main.ts'))).toBe(true);
    expect(setup.image).toMatch(/(^|\/)rtm\/gateway:/);
    const env = environment(objects, job);
    expect(env.get('NATS_URL')?.secret).toEqual({ name: `rtm-nats-${NATS_ADMIN}`, key: 'url' });
    // The same stream as the processes that use it; the replica count is the Job's alone (the processes only bind).
    const gateway = environment(objects, find(objects, 'Deployment', 'gateway'));
    for (const setting of ['EVENTS_STREAM', 'NODE_ENV']) expect(env.get(setting)?.value).toBe(gateway.get(setting)?.value);
    expect(Number(env.get('EVENTS_REPLICAS')?.value)).toBeGreaterThanOrEqual(1);
    expect(gateway.has('EVENTS_REPLICAS')).toBe(false);
    expect(job.spec.template.spec.restartPolicy).toBe('OnFailure');
    expect(job.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    expect(setup.resources?.limits?.memory).toBeDefined();
    // No process of the product connects as the administrator.
    for (const workload of objects.filter((o: K8sObject) => o.kind === 'Deployment' || o.kind === 'StatefulSet'))
      for (const c of workload.spec.template.spec.containers)
        for (const e of c.env ?? []) if (e.name === 'NATS_URL') expect(e.valueFrom.secretKeyRef.name).not.toBe(`rtm-nats-${NATS_ADMIN}`);
  });

  it('the NATS configuration is accepted by nats-server (-t), sync_interval aside on servers older than 2.10', () => {
    const objects = overlay('production');
    const nats = find(objects, 'StatefulSet', 'nats');
    const conf = Object.values(find(objects, 'ConfigMap', nats.spec.template.spec.volumes[0].configMap.name).data)[0] as string;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-nats-conf-'));
    // What the Secrets give the servers (NATS_PASSWORD_<USER>, referenced by the configuration).
    const passwords = Object.fromEntries(
      [...NATS_USERS, NATS_ADMIN].map((user) => [`NATS_PASSWORD_${user.toUpperCase()}`, 'x'.repeat(32)]),
    );
    const check = (text: string) => {
      writeFileSync(path.join(dir, 'nats.conf'), text);
      const result = spawnSync(natsServerBinary(), ['-t', '-c', path.join(dir, 'nats.conf')], {
        encoding: 'utf8',
        env: { ...process.env, POD_NAME: 'nats-0', ...passwords },
      });
      return `${result.stdout}${result.stderr}`.trim() + (result.status === 0 ? '' : ` (exit ${result.status})`);
    };
    try {
      const full = check(conf);
      if (/unknown field "sync_interval"/.test(full)) {
        // Debian's 2.9 predates the setting; everything else must parse, and the image runs 2.12.
        expect(container(nats).image).toMatch(/^nats:2\.(1[0-9]|[2-9][0-9])\./);
        expect(check(conf.replace(/^\s*sync_interval:.*$/m, ''))).not.toMatch(/exit|error/i);
      } else {
        expect(full).not.toMatch(/exit|error/i);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('PostgreSQL is a CloudNativePG cluster of three in production, backed up to object storage', () => {
    const objects = overlay('production');
    const cluster = find(objects, 'Cluster', 'rtm-db');
    expect(cluster.spec.instances).toBe(3);
    const plugin = cluster.spec.plugins.find((p: { name: string }) => p.name === 'barman-cloud.cloudnative-pg.io');
    expect(plugin.isWALArchiver).toBe(true);
    const store = find(objects, 'ObjectStore', plugin.parameters.barmanObjectName);
    expect(store.spec.configuration.destinationPath).toMatch(/^s3:\/\//);
    expect(find(objects, 'ScheduledBackup', 'rtm-db-nightly').spec).toMatchObject({ cluster: { name: 'rtm-db' }, method: 'plugin' });
    expect(byKind(objects, 'StatefulSet').map((s) => s.metadata.name)).toEqual(['nats']); // never a single PostgreSQL pod
  });
});
