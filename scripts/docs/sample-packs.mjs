/**
 * `npm run docs:sample-packs`: the committee packs a reader of the documentation sees (issue 29), made by the product
 * from the documentation's data set (./seed.mjs) and written to docs/samples/.
 *
 *   npm run docs:sample-packs                                  # starts the built product (fresh database)
 *   npm run docs:sample-packs -- --base-url http://localhost:3000 [--out dir] [--username admin --password admin123]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../bench/http-session.mjs';
import { seedDocsData } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each sample: its file and the pack's address. */
export const SAMPLES = [
  { file: 'executive-pack-en.pdf', path: '/api/reports/executive.pdf?language=en' },
  { file: 'executive-pack-ar.pdf', path: '/api/reports/executive.pdf?language=ar' },
];

/** Seeds the data set (or reuses it), asks for each sample as the administrator and writes it to `outDir`. */
export async function writeSamplePacks({ baseUrl, outDir, admin, log = console.log }) {
  await seedDocsData(baseUrl, admin, log);
  const api = await signIn(baseUrl, admin);
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const sample of SAMPLES) {
    const started = Date.now();
    const res = await fetch(`${baseUrl}${sample.path}`, { headers: { Cookie: api.cookie() } });
    if (!res.ok) throw new Error(`${sample.path}: ${res.status} ${await res.text()}`);
    const file = path.join(outDir, sample.file);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    written.push(file);
    log(`${sample.file} (${Date.now() - started} ms)`);
  }
  return written;
}

async function main() {
  const argv = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const admin = { username: arg('username', 'admin'), password: arg('password', 'admin123') };
  const outDir = path.resolve(arg('out', path.join(ROOT, 'docs/samples')));
  // Started here only when no running product is named (it needs the build: npx nx run-many -t build).
  const { benchProduct } = await import('../bench/own-product.mjs');
  const product = await benchProduct({ label: 'samples', external: arg('base-url'), arg });
  try {
    const files = await writeSamplePacks({ baseUrl: product.baseUrl.replace(/\/$/, ''), outDir, admin });
    console.log(`${files.length} sample packs in ${path.relative(process.cwd(), outDir) || '.'}`);
  } finally {
    await product.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
