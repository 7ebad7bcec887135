import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { ROOT, type K8sObject } from './manifests.js';

/** Published CRD schemas kept in deploy/schemas (extracted with deploy/schemas/extract-crd-schema.mjs). */
const CRD_SCHEMA_FILES = ['cnpg-clusters.json', 'cnpg-databases.json', 'cnpg-scheduledbackups.json', 'barman-cloud-objectstores.json'];

type Schema = Record<string, unknown>;

/**
 * Kubernetes drops fields a structural schema does not name (and `kubectl --validate=strict` refuses
 * them): close every object schema that lists its properties, so a misspelt field fails here too.
 */
function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const s = Object.fromEntries(
    Object.entries(schema as Schema).map(([k, v]) => [k, k === 'enum' || k === 'default' ? v : closeObjects(v)]),
  );
  if (s.properties && s.additionalProperties === undefined && !s['x-kubernetes-preserve-unknown-fields']) s.additionalProperties = false;
  return s;
}

let crdValidators: Map<string, ValidateFunction> | undefined;

function crdValidator(apiVersion: string, kind: string): ValidateFunction | undefined {
  if (!crdValidators) {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    crdValidators = new Map();
    for (const file of CRD_SCHEMA_FILES) {
      const crd = JSON.parse(readFileSync(path.join(ROOT, 'deploy/schemas', file), 'utf8')) as {
        group: string;
        kind: string;
        versions: Record<string, Schema>;
      };
      for (const [version, schema] of Object.entries(crd.versions)) {
        crdValidators.set(`${crd.group}/${version}/${crd.kind}`, ajv.compile(closeObjects(schema) as Schema));
      }
    }
  }
  return crdValidators.get(`${apiVersion}/${kind}`);
}

/** kubernetes-models (or @kubernetes-models/prometheus-operator) module of an apiVersion. */
async function modelClass(apiVersion: string, kind: string): Promise<(new (data: unknown) => { validate(): void }) | undefined> {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const specifier =
    group === 'monitoring.coreos.com'
      ? `@kubernetes-models/prometheus-operator/${apiVersion}`
      : `kubernetes-models/${group ? `${group}/` : ''}${version}`;
  const mod = (await import(specifier).catch(() => ({}))) as Record<string, new (data: unknown) => { validate(): void }>;
  return mod[kind];
}

/** Problems of one object against its schema; an object of an unknown kind is a problem too. */
export async function schemaProblems(object: K8sObject): Promise<string[]> {
  const label = `${object.kind}/${object.metadata?.name}`;
  const crd = crdValidator(object.apiVersion, object.kind);
  if (crd) {
    return crd(object) ? [] : (crd.errors ?? []).map((e) => `${label}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  }
  const Model = await modelClass(object.apiVersion, object.kind);
  if (!Model) return [`${label}: no schema known for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${label}: ${(error as Error).message}`];
  }
}
