import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { readSpreadsheet, SpreadsheetRejected } from './spreadsheet-reader.js';
import { escapeCell } from '@rtm/backend/excel';
import { risksWorkbook, risksXls } from '../../test/fixtures/risk-workbooks.js';
import { workbookNamedLast, zipBomb } from '../../test/fixtures/spreadsheets.js';

const limits = { maxBytes: 10 * 1024 * 1024, maxEntries: 100, maxUncompressedBytes: 8 * 1024 * 1024, maxRows: 100, maxCells: 1000 };

async function problem(file: Buffer, l = limits): Promise<string> {
  try {
    await readSpreadsheet(file, l);
  } catch (error) {
    if (error instanceof SpreadsheetRejected) return error.problem;
    throw error;
  }
  return 'accepted';
}

describe(readSpreadsheet.name, () => {
  it('reads formula cells as their cached values', async () => {
    const file = await risksWorkbook([
      { Title: { formula: 'CONCATENATE("Server"," outage")', result: 'Server outage' }, Likelihood: { formula: '1+2', result: 3 } },
    ]);
    const data = await readSpreadsheet(file, limits);
    expect(data.format).toBe('xlsx');
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0].row).toBe(2);
    expect(data.rows[0].cells.get(1)).toBe('Server outage');
    expect(data.rows[0].cells.get(8)).toBe(3);
    expect(data.header.columns.get(10)).toBe('Owner');
  });

  it('reads back escaped text as it was before escaping', async () => {
    const file = await risksWorkbook([{ Title: escapeCell('=cmd|calc'), Departments: escapeCell('-Ops') }]);
    const data = await readSpreadsheet(file, limits);
    expect(data.rows[0].cells.get(1)).toBe('=cmd|calc');
    expect(data.rows[0].cells.get(11)).toBe('-Ops');
  });

  it('reads a legacy .xls', async () => {
    const file = risksXls([{ Title: 'Legacy risk', Likelihood: 4 }]);
    const data = await readSpreadsheet(file, limits);
    expect(data.format).toBe('xls');
    expect(data.rows[0]).toEqual({
      row: 2,
      cells: new Map<number, unknown>([
        [1, 'Legacy risk'],
        [8, 4],
      ]),
    });
  });

  it('refuses too many rows in .xlsx and .xls', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => ({ Title: `Risk ${i}` }));
    expect(await problem(await risksWorkbook(rows))).toBe('too-many-rows');
    expect(await problem(risksXls(rows))).toBe('too-many-rows');
  });

  it('stops at the cell limit, however few rows hold the cells (.xlsx and .xls)', async () => {
    const wide = Array.from({ length: 20 }, (_, i) => Array.from({ length: 60 }, (_, j) => `${i}-${j}`));
    const columns = Array.from({ length: 60 }, (_, j) => `C${j}`);
    expect(await problem(await risksWorkbook(wide, columns))).toBe('too-many-cells');
    expect(await problem(risksXls(wide, columns))).toBe('too-many-cells');
  });

  it('refuses a file over the size limit, a non-spreadsheet and a zip bomb before parsing', async () => {
    expect(await problem(Buffer.alloc(2048, 1), { ...limits, maxBytes: 1024 })).toBe('too-large');
    expect(await problem(Buffer.from('Title,Owner\nRisk,admin\n'))).toBe('not-spreadsheet');
    expect(await problem(Buffer.from('%PDF-1.7 not a spreadsheet'))).toBe('not-spreadsheet');
    expect(await problem(zipBomb(20))).toBe('too-large-uncompressed');
    expect(await problem(zipBomb(20, true))).toBe('too-large-uncompressed');
  });

  it('takes the Risks sheet even when it is not the first one', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['ignore me']);
    const sheet = workbook.addWorksheet('Risks');
    sheet.addRow(['Title']);
    sheet.addRow(['From the Risks sheet']);
    const data = await readSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), limits);
    expect(data.rows[0].cells.get(1)).toBe('From the Risks sheet');
  });

  it('takes the Risks sheet when the workbook part naming the sheets comes after them', async () => {
    const data = await readSpreadsheet(workbookNamedLast(), limits);
    expect(data.rows.map((row) => row.cells.get(1))).toEqual(['From the Risks sheet']);
  });
});
