import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell } from './cell-escape.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCell = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  width?: number;
  /** An Excel number format for the column (e.g. dates). */
  numFmt?: string;
}

/** A value as written: text escaped against formula injection, everything else as it is. */
export const xlsxValue = (value: XlsxCell): XlsxCell => (typeof value === 'string' ? escapeCell(value) : value);

/** Waits for `output` to take more; a reader that went away ends the export. */
async function drained(output: Writable): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
  if (output.destroyed) throw new Error('The reader of the spreadsheet went away');
}

/**
 * Streams a one-sheet .xlsx into `output` (exceljs WorkbookWriter: each row is committed, so it leaves memory once
 * zipped; no shared strings table). Rows come in batches, and the next batch is only asked for once `output` has
 * drained, so memory stays bounded by one batch whatever the number of rows and however slow the reader is.
 */
export async function writeXlsxStream(
  output: Writable,
  sheetName: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly XlsxCell[][]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: escapeCell(c.header), width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(row.map(xlsxValue)).commit();
    if (output.writableNeedDrain) await drained(output);
  }
  sheet.commit();
  await workbook.commit();
}
