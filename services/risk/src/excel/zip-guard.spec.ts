import { describe, expect, it } from '@jest/globals';
import { inspectXlsxZip, withWorkbookPartsFirst, ZipRejected } from './zip-guard.js';
import { risksWorkbook } from '../../test/fixtures/risk-workbooks.js';
import { zipOf } from '@rtm/backend/testing';
import { workbookNamedLast, zipBomb } from '../../test/fixtures/spreadsheets.js';

const limits = { maxEntries: 100, maxUncompressedBytes: 8 * 1024 * 1024 };

async function rejection(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ZipRejected) return error.problem;
    throw error;
  }
  throw new Error('not rejected');
}

describe(inspectXlsxZip.name, () => {
  it('accepts a plain workbook and measures what it expands to', async () => {
    const file = await risksWorkbook(Array.from({ length: 12 }, (_, i) => ({ Title: `Risk ${i}` })));
    const report = await inspectXlsxZip(file, limits);
    expect(report.entries.length).toBeGreaterThan(3);
    expect(report.uncompressedBytes).toBe(report.entries.reduce((sum, e) => sum + e.uncompressedSize, 0));
  });

  it('refuses an archive that declares more than the uncompressed limit', async () => {
    expect(await rejection(() => inspectXlsxZip(zipBomb(20), limits))).toBe('too-large');
  });

  it('refuses an entry that inflates beyond what it declares (a lying zip bomb)', async () => {
    expect(await rejection(() => inspectXlsxZip(zipBomb(20, true), limits))).toBe('too-large');
  });

  it('refuses too many entries before reading any of them', async () => {
    const entries = Array.from({ length: 101 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') }));
    expect(await rejection(() => inspectXlsxZip(zipOf(entries), limits))).toBe('too-many-entries');
  });

  it('refuses bytes the directory does not list (a streaming reader would read an entry the guard never saw)', async () => {
    const listed = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    const hidden = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1024 * 1024) }]);
    const directoryAt = listed.readUInt32LE(listed.length - 6);
    const hiddenLocal = hidden.subarray(0, hidden.readUInt32LE(hidden.length - 6));
    // The listed entry, then the unlisted one, then the directory (its offset moved past the hidden bytes).
    const file = Buffer.concat([listed.subarray(0, directoryAt), hiddenLocal, listed.subarray(directoryAt)]);
    file.writeUInt32LE(directoryAt + hiddenLocal.length, file.length - 6);
    expect(await rejection(() => inspectXlsxZip(file, limits))).toBe('corrupt');
  });

  it('refuses bytes that are not a zip, and a truncated zip', async () => {
    expect(await rejection(() => inspectXlsxZip(Buffer.from('hello, this is not a spreadsheet at all'), limits))).toBe('not-zip');
    const file = await risksWorkbook([{ Title: 'Risk' }]);
    expect(['corrupt', 'not-zip']).toContain(await rejection(() => inspectXlsxZip(file.subarray(0, file.length - 40), limits)));
  });
  it('refuses what yauzl refuses as a corrupt archive: a path out of the archive, stored sizes that differ', async () => {
    const escaping = zipOf([{ name: '../xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    expect(await rejection(() => inspectXlsxZip(escaping, limits))).toBe('corrupt');
    const stored = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), stored: true, declaredSize: 4 }]);
    expect(await rejection(() => inspectXlsxZip(stored, limits))).toBe('corrupt');
  });

  it('refuses an entry that inflates to less than it declares', async () => {
    const short = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), declaredSize: 1000 }]);
    expect(await rejection(() => inspectXlsxZip(short, limits))).toBe('too-large');
  });

  it('refuses an entry whose data does not inflate', async () => {
    const file = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    file.fill(0xff, 30 + 'xl/workbook.xml'.length, 30 + 'xl/workbook.xml'.length + 4);
    expect(await rejection(() => inspectXlsxZip(file, limits))).toBe('corrupt');
  });
});

describe(withWorkbookPartsFirst.name, () => {
  it('moves the workbook parts before the worksheets, entries unchanged, the archive still sound', async () => {
    const original = workbookNamedLast();
    const moved = withWorkbookPartsFirst(original, await inspectXlsxZip(original, limits));
    const report = await inspectXlsxZip(moved, limits);
    const inFile = [...report.entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset).map((e) => e.name);
    expect(inFile).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect(moved.length).toBe(workbookNamedLast().length);
  });

  it('leaves an archive whose workbook parts come first as it is', async () => {
    const original = workbookNamedLast();
    const ordered = withWorkbookPartsFirst(original, await inspectXlsxZip(original, limits));
    expect(withWorkbookPartsFirst(ordered, await inspectXlsxZip(ordered, limits))).toBe(ordered);
  });
});
