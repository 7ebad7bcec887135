import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { inspectXlsxZip, ZipRejected, type ZipLimits } from './zip-guard.js';
import { unescapeCell } from '@rtm/backend/excel';

/** A cell as the import sees it: text, a number, or nothing. Formulas are read as their cached values. */
export type CellValue = string | number | null;

export interface SheetRow {
  /** Row number as the spreadsheet program shows it (1-based). */
  row: number;
  /** Values by 1-based column number. */
  cells: Map<number, CellValue>;
}

export interface SheetData {
  format: 'xlsx' | 'xls';
  /** The header row: column number -> header text. */
  header: { row: number; columns: Map<number, string> };
  rows: SheetRow[];
}

export type SpreadsheetProblem =
  'not-spreadsheet' | 'too-large' | 'too-many-entries' | 'too-large-uncompressed' | 'too-many-rows' | 'unreadable' | 'no-worksheet';

export class SpreadsheetRejected extends Error {
  constructor(
    readonly problem: SpreadsheetProblem,
    detail = '',
  ) {
    super(`${problem}${detail ? `: ${detail}` : ''}`);
  }
}

export interface ReadLimits extends ZipLimits {
  maxBytes: number;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Preferred sheet name (the template's); otherwise the first worksheet. */
export const DATA_SHEET = 'Risks';

export function detectFormat(buf: Buffer): 'xlsx' | 'xls' | null {
  if (buf.length >= 4 && buf.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE2_MAGIC)) return 'xls';
  return null;
}

/**
 * Reads the data sheet of an .xlsx (exceljs, after the zip guard) or a legacy .xls (SheetJS, row-capped).
 * Every limit is checked before the file is parsed: size, format by magic bytes, and for .xlsx the
 * zip's entry count, real uncompressed size and row count.
 */
export async function readSpreadsheet(buf: Buffer, limits: ReadLimits): Promise<SheetData> {
  if (buf.length > limits.maxBytes) throw new SpreadsheetRejected('too-large', `${buf.length} bytes`);
  const format = detectFormat(buf);
  if (!format) throw new SpreadsheetRejected('not-spreadsheet');
  const rows = format === 'xlsx' ? await readXlsx(buf, limits) : readXls(buf, limits);
  if (!rows) throw new SpreadsheetRejected('no-worksheet');
  const data = splitHeader(format, rows);
  if (data.rows.length > limits.maxRows) throw new SpreadsheetRejected('too-many-rows', `${data.rows.length} data rows`);
  return data;
}

async function readXlsx(buf: Buffer, limits: ReadLimits): Promise<SheetRow[] | null> {
  try {
    inspectXlsxZip(buf, limits);
  } catch (error) {
    if (!(error instanceof ZipRejected)) throw error;
    const map = {
      'not-zip': 'not-spreadsheet',
      'too-many-entries': 'too-many-entries',
      'too-large': 'too-large-uncompressed',
      'too-many-rows': 'too-many-rows',
      corrupt: 'unreadable',
    } as const;
    throw new SpreadsheetRejected(map[error.problem], error.message);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch (error) {
    throw new SpreadsheetRejected('unreadable', (error as Error).message);
  }
  const sheet =
    workbook.getWorksheet(DATA_SHEET) ??
    workbook.worksheets.find((w) => w.state !== 'hidden' && w.name !== 'Values') ??
    workbook.worksheets[0];
  if (!sheet) return null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = new Map<number, CellValue>();
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const value = normaliseExcelJs(cell.value);
      if (value !== null) cells.set(col, value);
    });
    if (cells.size > 0) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** exceljs cell values: formulas give their cached result, rich text and links their text. */
export function normaliseExcelJs(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result && typeof result === 'object' && 'error' in result) return null;
      return normaliseExcelJs(result as ExcelJS.CellValue);
    }
    if ('richText' in value) return text(value.richText.map((r) => r.text).join(''));
    if ('text' in value) return normaliseExcelJs((value as { text: ExcelJS.CellValue }).text);
    if ('error' in value) return null;
  }
  return null;
}

function readXls(buf: Buffer, limits: ReadLimits): SheetRow[] | null {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buf, {
      type: 'buffer',
      // Header + the allowed rows + 1, so a longer sheet is detected without reading all of it.
      sheetRows: limits.maxRows + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: true,
      dense: true,
    });
  } catch (error) {
    throw new SpreadsheetRejected('unreadable', (error as Error).message);
  }
  const name = workbook.SheetNames.includes(DATA_SHEET)
    ? DATA_SHEET
    : (workbook.SheetNames.find((n) => n !== 'Values') ?? workbook.SheetNames[0]);
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet || !sheet['!ref']) return name ? [] : null;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const rows: SheetRow[] = [];
  matrix.forEach((values, i) => {
    const cells = new Map<number, CellValue>();
    values.forEach((value, j) => {
      const normalised = normaliseSheetJs(value);
      if (normalised !== null) cells.set(range.s.c + j + 1, normalised);
    });
    if (cells.size > 0) rows.push({ row: range.s.r + i + 1, cells });
  });
  return rows;
}

function normaliseSheetJs(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return null;
}

function text(value: string): string | null {
  const trimmed = unescapeCell(value.trim());
  return trimmed === '' ? null : trimmed;
}

/** The first non-empty row is the header; the rest are data. */
function splitHeader(format: 'xlsx' | 'xls', rows: SheetRow[]): SheetData {
  const [first, ...rest] = rows;
  const columns = new Map<number, string>();
  if (first) for (const [col, value] of first.cells) if (value !== null) columns.set(col, String(value));
  return { format, header: { row: first?.row ?? 1, columns }, rows: rest };
}
