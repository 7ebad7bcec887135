import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { writeXlsxStream, xlsxValue, type XlsxCell } from './xlsx-stream.js';

async function* batches(...list: XlsxCell[][][]) {
  for (const rows of list) yield rows;
}

/** Writes through a PassThrough (as into an HTTP response) and reads the file back with exceljs. */
async function roundTrip(rows: AsyncIterable<XlsxCell[][]>) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsxStream(output, 'Log', [{ header: 'When', numFmt: 'yyyy-mm-dd' }, { header: 'What' }, { header: 'Count' }], rows);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.getWorksheet('Log')!;
}

describe(writeXlsxStream.name, () => {
  it('writes the header and every batch in order, text escaped against formulas, dates and numbers as they are', async () => {
    const when = new Date('2026-11-23T10:00:00.000Z');
    const sheet = await roundTrip(
      batches(
        [[when, '=HYPERLINK("http://evil","x")', 1]],
        [
          [null, '+1+1', 2],
          [when, 'plain', 3],
        ],
      ),
    );
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['When', 'What', 'Count'],
      [when, `'=HYPERLINK("http://evil","x")`, 1],
      [undefined, "'+1+1", 2],
      [when, 'plain', 3],
    ]);
    const cell = sheet.getCell('B2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
  });

  it('keeps the look: bold frozen header, column widths, the date format, markup and non-Latin text intact', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const when = new Date('2026-11-23T10:15:30.000Z');
    await writeXlsxStream(
      output,
      'Log',
      [
        { header: 'When', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss' },
        { header: 'What', width: 80 },
      ],
      batches([[when, 'a <b> & "c" \u0001 مخاطر 😀']]),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Log')!;
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([sheet.getColumn(1).width, sheet.getColumn(2).width]).toEqual([20, 80]);
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('A2').value).toEqual(when);
    expect(sheet.getCell('B2').value).toBe('a <b> & "c"  مخاطر 😀');
  });

  it('writes a file with only the header when there are no rows', async () => {
    const sheet = await roundTrip(batches());
    expect(sheet.rowCount).toBe(1);
  });
});

describe(xlsxValue.name, () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('escapes text starting a formula: %j', (text) => {
    expect(xlsxValue(text)).toBe(`'${text}`);
  });
  it('leaves other values alone', () => {
    expect(xlsxValue('Created risk')).toBe('Created risk');
    expect(xlsxValue(-5)).toBe(-5);
    expect(xlsxValue(null)).toBeNull();
  });
});
