import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const K8S = path.join(ROOT, 'deploy/k8s');
export const OVERLAYS = ['dev', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** A rendered Kubernetes object, loosely typed: the tests read paths they know. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string]: any;
};

/** Debian's kubectl (package kubectl or kubernetes-client), or one on the PATH. */
export function kubectl(): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).concat('/usr/bin', '/usr/local/bin');
  const found = dirs.map((dir) => path.join(dir, 'kubectl')).find((candidate) => existsSync(candidate));
  if (!found) throw new Error('kubectl is missing: apt-get install kubectl (or kubernetes-client)');
  return found;
}

const rendered = new Map<string, K8sObject[]>();

/** `kubectl kustomize <dir>` parsed into objects (memoised: every test file reads the same renders). */
export function render(dir: string): K8sObject[] {
  const cached = rendered.get(dir);
  if (cached) return cached;
  // stderr kept apart: Kustomize 5 warns there about the fields Kustomize 2 needs.
  const text = execFileSync(kubectl(), ['kustomize', path.join(K8S, dir)], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const objects = parseAllDocuments(text)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => !!o);
  rendered.set(dir, objects);
  return objects;
}

export function overlay(name: Overlay): K8sObject[] {
  return render(`overlays/${name}`);
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not in the rendered manifests`);
  return found;
}

export function byKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((o) => o.kind === kind);
}

/** The first container of a workload ("app" in our Deployments). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function container(workload: K8sObject): any {
  return workload.spec.template.spec.containers[0];
}

export interface EnvEntry {
  name: string;
  value?: string;
  secret?: { name: string; key: string };
  /** Where the entry came from: `env` or `configMap <name>`. */
  from: string;
}

/** Every variable a container gets, from `env` and from the ConfigMaps of `envFrom`, later ones winning. */
export function environment(objects: K8sObject[], workload: K8sObject): Map<string, EnvEntry> {
  const c = container(workload);
  const result = new Map<string, EnvEntry>();
  for (const source of c.envFrom ?? []) {
    const map = find(objects, 'ConfigMap', source.configMapRef.name);
    for (const [name, value] of Object.entries(map.data ?? {}))
      result.set(name, { name, value: String(value), from: `configMap ${map.metadata.name}` });
  }
  for (const entry of c.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    result.set(entry.name, {
      name: entry.name,
      value: entry.value,
      secret: ref ? { name: ref.name, key: ref.key } : undefined,
      from: 'env',
    });
  }
  return result;
}

export function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, relative), 'utf8')) as T;
}

export function readText(relative: string): string {
  return readFileSync(path.join(ROOT, relative), 'utf8');
}

/** Image name without registry and tag: registry.example.com/rtm/task:0.1.0 -> rtm/task. */
export function imageName(image: string): { name: string; tag: string } {
  const [repo, tag = 'latest'] = image.split(/:(?=[^/]+$)/);
  const parts = repo.split('/');
  return { name: parts.slice(-2).join('/'), tag };
}
