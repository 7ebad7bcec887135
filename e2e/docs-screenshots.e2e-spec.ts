import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
// The screenshot script is the repository's own tooling (scripts/), run here as `npm run docs:screenshots` runs it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SHOTS, takeScreenshots } from '../scripts/docs/screenshots.mjs';
import { ADMIN, BASE_URL, CHROMIUM_PATH } from './support/env';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The images README.md and docs/*.md show from docs/images/. */
function imagesTheDocsShow(): string[] {
  const pages = ['README.md', 'docs/user-guide.md'].map((page) => readFileSync(path.join(ROOT, page), 'utf8'));
  return [...new Set(pages.flatMap((text) => [...text.matchAll(/images\/([\w.-]+\.png)/g)].map((m) => m[1])))];
}

describe('npm run docs:screenshots', () => {
  // A temporary folder, so the run leaves the tree as it was; DOCS_SCREENSHOTS_OUT keeps them (e.g. docs/images).
  const kept = process.env.DOCS_SCREENSHOTS_OUT;
  const outDir = kept ? path.resolve(kept) : mkdtempSync(path.join(tmpdir(), 'rtm-docs-images-'));
  afterAll(() => {
    if (!kept) rmSync(outDir, { recursive: true, force: true });
  });

  it('seeds its data set and takes every screenshot of the documentation from the running product', async () => {
    const files = await takeScreenshots({ baseUrl: BASE_URL, outDir, chromiumPath: CHROMIUM_PATH, admin: ADMIN, log: () => undefined });
    expect(files.map((file) => path.basename(file))).toEqual(SHOTS.map((shot) => shot.file));
    for (const file of files) {
      const bytes = readFileSync(file);
      const size = pngSize(bytes);
      // A screen with content: a whole viewport (or more) and far more bytes than a blank or half-drawn page compresses to.
      expect({ file: path.basename(file), png: !!size, wide: size?.width, tall: (size?.height ?? 0) >= 800 }).toEqual({
        file: path.basename(file),
        png: true,
        wide: 1280,
        tall: true,
      });
      expect({ file: path.basename(file), bytes: bytes.length > 15_000 }).toEqual({ file: path.basename(file), bytes: true });
    }
  }, 900_000);

  it('takes every image the README and the user guide show', () => {
    const taken = SHOTS.map((shot) => shot.file);
    expect(imagesTheDocsShow().filter((image) => !taken.includes(image))).toEqual([]);
  });
});
