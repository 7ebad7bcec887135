import { describe, expect, it } from '@jest/globals';
import * as XLSX from '@e965/xlsx';
import { IMPORT_FORMATS } from '@rtm/contracts';
import { readSpreadsheet, SpreadsheetRejected } from './spreadsheet-reader.js';

const limits = { maxBytes: 1024 * 1024, maxEntries: 100, maxUncompressedBytes: 8 * 1024 * 1024, maxRows: 100, maxCells: 1000 };
const anyFormat = { ...limits, formats: IMPORT_FORMATS };

/** An OpenDocument spreadsheet as SheetJS writes it (the mimetype entry first, as LibreOffice does). */
function odsFile(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Risks');
  return XLSX.write(book, { type: 'buffer', bookType: 'ods' }) as Buffer;
}

async function problem(file: Buffer, l: Parameters<typeof readSpreadsheet>[1]): Promise<string> {
  try {
    await readSpreadsheet(file, l);
    return 'accepted';
  } catch (error) {
    if (error instanceof SpreadsheetRejected) return error.problem;
    throw error;
  }
}

describe('the import and update formats (issue 27)', () => {
  it('reads an .ods (which the spec upload refuses as not a spreadsheet)', async () => {
    const file = odsFile([
      ['Title', 'Likelihood'],
      ['Server outage', 3],
    ]);
    const data = await readSpreadsheet(file, anyFormat);
    expect(data.format).toBe('ods');
    expect([...data.header.columns.values()]).toEqual(['Title', 'Likelihood']);
    expect([...data.rows[0].cells.values()]).toEqual(['Server outage', 3]);
    expect(await problem(file, limits)).toBe('not-spreadsheet');
  });

  it('reads a UTF-8 .csv with or without a byte-order mark, its cells as written', async () => {
    const text = 'Title,Likelihood,Updated At\n"Panne, serveur ⚠ عطل",3,2026-11-28 11:06:37.123\n';
    for (const file of [Buffer.from(text), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])]) {
      const data = await readSpreadsheet(file, anyFormat);
      expect(data.format).toBe('csv');
      expect(data.header.columns.get(1)).toBe('Title');
      expect([...data.rows[0].cells.values()]).toEqual(['Panne, serveur ⚠ عطل', '3', '2026-11-28 11:06:37.123']);
    }
  });

  it('refuses a .csv that is not UTF-8, and text where only .xlsx and .xls are taken', async () => {
    expect(await problem(Buffer.from('Title\nCaf\xe9\n', 'latin1'), anyFormat)).toBe('csv-not-utf8');
    expect(await problem(Buffer.from('Title\nServer outage\n'), limits)).toBe('not-spreadsheet');
  });

  it('keeps the row limit for .ods and .csv', async () => {
    const rows = Array.from({ length: 102 }, (_, i) => [`Risk ${i}`]);
    expect(await problem(odsFile([['Title'], ...rows]), anyFormat)).toBe('too-many-rows');
    expect(await problem(Buffer.from(['Title', ...rows.map((r) => r[0])].join('\n')), anyFormat)).toBe('too-many-rows');
  });
});
