// @ts-check
/**
 * Prints raw and gzip sizes of the front-end builds (shell and each mfe-xxx dist folder), JavaScript only.
 * Usage (after the builds): node libs/frontend/build/bundle-sizes.js
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

for (const project of ['shell', 'mfe-risks', 'mfe-tasks', 'mfe-admin']) {
  const dist = path.join(root, project, 'dist');
  if (!existsSync(dist)) {
    console.log(`${project}: not built`);
    continue;
  }
  const files = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const buf = readFileSync(path.join(dist, f));
      return { f, raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    })
    .sort((a, b) => b.gz - a.gz);
  const total = files.reduce((s, x) => ({ raw: s.raw + x.raw, gz: s.gz + x.gz }), { raw: 0, gz: 0 });
  console.log(`\n${project}: ${files.length} JS files, ${kb(total.raw)} raw, ${kb(total.gz)} gzip`);
  for (const x of files.slice(0, 8)) console.log(`  ${x.f.padEnd(56)} ${kb(x.raw).padStart(10)} ${kb(x.gz).padStart(10)} gz`);
}
