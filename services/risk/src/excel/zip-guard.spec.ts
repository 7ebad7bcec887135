import { describe, expect, it } from '@jest/globals';
import { countWorksheetRows, inspectXlsxZip, ZipRejected } from './zip-guard.js';
import { risksWorkbook } from '../../test/fixtures/risk-workbooks.js';
import { makeZip, zipBomb } from '../../test/fixtures/spreadsheets.js';

const limits = { maxEntries: 100, maxUncompressedBytes: 8 * 1024 * 1024, maxRows: 50 };

function rejection(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof ZipRejected) return error.problem;
    throw error;
  }
  throw new Error('not rejected');
}

describe(inspectXlsxZip.name, () => {
  it('accepts a plain workbook and counts its data rows', async () => {
    const file = await risksWorkbook(Array.from({ length: 12 }, (_, i) => ({ Title: `Risk ${i}` })));
    const report = inspectXlsxZip(file, limits);
    expect(report.worksheetRows['xl/worksheets/sheet1.xml']).toBe(12);
    expect(report.entries.length).toBeGreaterThan(3);
  });

  it('refuses an archive that declares more than the uncompressed limit', () => {
    expect(rejection(() => inspectXlsxZip(zipBomb(20), limits))).toBe('too-large');
  });

  it('refuses an entry that inflates beyond what it declares (a lying zip bomb)', () => {
    expect(rejection(() => inspectXlsxZip(zipBomb(20, true), limits))).toBe('too-large');
  });

  it('refuses too many entries before reading any of them', () => {
    const entries = Array.from({ length: 101 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') }));
    expect(rejection(() => inspectXlsxZip(makeZip(entries), limits))).toBe('too-many-entries');
  });

  it('refuses a worksheet with more data rows than allowed', async () => {
    const file = await risksWorkbook(Array.from({ length: 51 }, (_, i) => ({ Title: `Risk ${i}` })));
    expect(rejection(() => inspectXlsxZip(file, limits))).toBe('too-many-rows');
  });

  it('refuses bytes that are not a zip, and a truncated zip', async () => {
    expect(rejection(() => inspectXlsxZip(Buffer.from('hello, this is not a spreadsheet at all'), limits))).toBe('not-zip');
    const file = await risksWorkbook([{ Title: 'Risk' }]);
    expect(['corrupt', 'not-zip']).toContain(rejection(() => inspectXlsxZip(file.subarray(0, file.length - 40), limits)));
  });
});

describe(countWorksheetRows.name, () => {
  it('counts rows with values, with or without a namespace prefix, and skips empty rows', () => {
    const xml =
      '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"/><row r="3" ht="20"></row>' +
      '<x:row r="4"><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c></x:row></sheetData><rowBreaks/>';
    expect(countWorksheetRows(xml)).toBe(2);
  });
});
