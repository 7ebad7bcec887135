import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

/** A cell value as the spreadsheet libraries write it. */
export type CellValue = ExcelJS.CellValue;

/** A row by header, or its cells in the order of the headers. */
export type SheetRow = Partial<Record<string, CellValue>> | CellValue[];

function cells(row: SheetRow, headers: readonly string[]): CellValue[] {
  return Array.isArray(row) ? row : headers.map((h) => row[h] ?? null);
}

/** An .xlsx with one sheet: a header row and the rows (tests of spreadsheet imports). */
export async function xlsxFile(sheet: string, headers: readonly string[], rows: SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.addRow([...headers]);
  for (const row of rows) worksheet.addRow(cells(row, headers));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8) with the same layout, written by SheetJS. */
export function xlsFile(sheet: string, headers: readonly string[], rows: SheetRow[]): Buffer {
  const aoa = [[...headers], ...rows.map((row) => cells(row, headers))];
  const worksheet = XLSX.utils.aoa_to_sheet(aoa);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, sheet);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
