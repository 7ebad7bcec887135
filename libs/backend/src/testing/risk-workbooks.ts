import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { RISK_IMPORT_COLUMNS, type RiskImportColumn } from '@rtm/contracts';

/** The cells of one risk row by header; missing cells are left empty. */
export type RiskRowValues = Partial<Record<RiskImportColumn, ExcelJS.CellValue>>;
/** A risk row by header, or its cells in the order of the headers. */
export type RiskRow = RiskRowValues | ExcelJS.CellValue[];

function cells(row: RiskRow, headers: readonly string[]): ExcelJS.CellValue[] {
  return Array.isArray(row) ? row : headers.map((h) => (row as Record<string, ExcelJS.CellValue>)[h] ?? null);
}

/** An .xlsx with a 'Risks' sheet in the import template's layout (or the given header row). */
export async function risksWorkbook(rows: RiskRow[], headers: readonly string[] = RISK_IMPORT_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Risks');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(cells(row, headers));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8) with the same layout, written by SheetJS. */
export function risksXls(rows: RiskRow[], headers: readonly string[] = RISK_IMPORT_COLUMNS): Buffer {
  const aoa = [[...headers], ...rows.map((row) => cells(row, headers))];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Risks');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
