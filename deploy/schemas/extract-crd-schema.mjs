#!/usr/bin/env node
/**
 * Keeps what the manifest tests need of a published CustomResourceDefinition: the OpenAPI v3 schema of
 * each served version, without descriptions, plus where it came from.
 * Usage: git show v1.30.0:config/crd/bases/postgresql.cnpg.io_clusters.yaml |
 *          node deploy/schemas/extract-crd-schema.mjs "cloudnative-pg/cloudnative-pg v1.30.0 config/crd/bases/..." > deploy/schemas/x.json
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const strip = (node) => {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'description')
      .map(([key, value]) => [key, strip(value)]),
  );
};

const crd = parse(readFileSync(0, 'utf8'));
const out = {
  $comment: `Extracted from ${process.argv[2]} (Apache License 2.0). Regenerate with deploy/schemas/extract-crd-schema.mjs.`,
  group: crd.spec.group,
  kind: crd.spec.names.kind,
  versions: Object.fromEntries(crd.spec.versions.filter((v) => v.served).map((v) => [v.name, strip(v.schema.openAPIV3Schema)])),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
