import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { inspectXlsxZip, withWorkbookPartsFirst, ZipRejected, type ZipLimits, type ZipReport } from './zip-guard.js';
import { unescapeCell } from '@rtm/backend/excel';
import { SPEC_IMPORT_FORMATS, type ImportFormat } from '@rtm/contracts';

/** A cell as the import sees it: text, a number, or nothing. Formulas are read as their cached values. */
export type CellValue = string | number | null;

export interface SheetRow {
  /** Row number as the spreadsheet program shows it (1-based). */
  row: number;
  /** Values by 1-based column number. */
  cells: Map<number, CellValue>;
}

export interface SheetData {
  format: ImportFormat;
  /** The header row: column number -> header text. */
  header: { row: number; columns: Map<number, string> };
  rows: SheetRow[];
}

export type SpreadsheetProblem =
  | 'not-spreadsheet'
  | 'too-large'
  | 'too-many-entries'
  | 'too-large-uncompressed'
  | 'too-many-rows'
  | 'too-many-cells'
  | 'unreadable'
  | 'no-worksheet'
  | 'csv-not-utf8';

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
  /** Most data rows (below the header) the sheet may hold; reading stops past it. */
  maxRows: number;
  /** Most cells with a value the sheet may hold, header included; reading stops past it. */
  maxCells: number;
  /** The formats taken (SPEC_IMPORT_FORMATS when absent); any other is 'not-spreadsheet'. */
  formats?: readonly ImportFormat[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Preferred sheet name (the template's); otherwise the first worksheet. */
export const DATA_SHEET = 'Risks';

/**
 * The file's format by its first bytes: a zip is an .xlsx (an .ods is told apart by its parts, see zipFormat), OLE2
 * is an .xls; anything else is taken for a .csv (text) when .csv is allowed, and refused as not a spreadsheet otherwise.
 */
export function detectFormat(buf: Buffer, formats: readonly ImportFormat[] = SPEC_IMPORT_FORMATS): ImportFormat | null {
  let format: ImportFormat;
  if (buf.length >= 4 && buf.subarray(0, 4).equals(ZIP_MAGIC)) format = 'xlsx';
  else if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE2_MAGIC)) format = 'xls';
  else format = 'csv';
  return formats.includes(format) ? format : null;
}

/** An OpenDocument spreadsheet has a content.xml and no [Content_Types].xml (which every Office Open XML file has). */
function zipFormat(report: ZipReport): 'xlsx' | 'ods' {
  const names = new Set(report.entries.map((e) => e.name));
  return names.has('content.xml') && !names.has('[Content_Types].xml') ? 'ods' : 'xlsx';
}

/**
 * Reads the data sheet of an .xlsx (exceljs streaming reader, after the zip guard) or a legacy .xls (SheetJS,
 * row-capped). Size and format (magic bytes) are checked first, then for .xlsx the zip's entry count and real
 * uncompressed size; rows and cells are counted while streaming and reading stops past their limits.
 */
export async function readSpreadsheet(buf: Buffer, limits: ReadLimits): Promise<SheetData> {
  if (buf.length > limits.maxBytes) throw new SpreadsheetRejected('too-large', `${buf.length} bytes`);
  let format = detectFormat(buf, limits.formats);
  if (!format) throw new SpreadsheetRejected('not-spreadsheet');
  const report = format === 'xlsx' ? await guardZip(buf, limits) : null;
  if (report) format = zipFormat(report);
  if (!(limits.formats ?? SPEC_IMPORT_FORMATS).includes(format)) throw new SpreadsheetRejected('not-spreadsheet');
  const rows =
    report && format === 'xlsx'
      ? await readXlsx(buf, report, limits)
      : readWithSheetJs(format as Exclude<ImportFormat, 'xlsx'>, buf, limits);
  if (!rows) throw new SpreadsheetRejected('no-worksheet');
  const cells = rows.reduce((sum, r) => sum + r.cells.size, 0);
  if (cells > limits.maxCells) throw new SpreadsheetRejected('too-many-cells', `${cells} cells`);
  const data = splitHeader(format, rows);
  if (data.rows.length > limits.maxRows) throw new SpreadsheetRejected('too-many-rows', `${data.rows.length} data rows`);
  return data;
}

/** The zip's entry count and real uncompressed size, checked before anything is parsed (.xlsx and .ods). */
async function guardZip(buf: Buffer, limits: ReadLimits): Promise<ZipReport> {
  try {
    return await inspectXlsxZip(buf, limits);
  } catch (error) {
    if (!(error instanceof ZipRejected)) throw error;
    const map = {
      'not-zip': 'not-spreadsheet',
      'too-many-entries': 'too-many-entries',
      'too-large': 'too-large-uncompressed',
      corrupt: 'unreadable',
    } as const;
    throw new SpreadsheetRejected(map[error.problem], error.message);
  }
}

async function readXlsx(buf: Buffer, report: ZipReport, limits: ReadLimits): Promise<SheetRow[] | null> {
  const input = Readable.from([withWorkbookPartsFirst(buf, report)]);
  try {
    return await streamXlsxRows(input, limits);
  } catch (error) {
    if (error instanceof SpreadsheetRejected) throw error;
    throw new SpreadsheetRejected('unreadable', (error as Error).message);
  } finally {
    input.destroy();
  }
}

interface StreamedSheet {
  name: string;
  state?: string;
  [Symbol.asyncIterator](): AsyncIterator<ExcelJS.Row>;
}

/**
 * The data sheet's rows, read as a stream (exceljs WorkbookReader): only the rows' values are kept, and
 * reading stops as soon as the sheet passes the row limit (header + maxRows rows with a value) or the cell limit.
 */
async function streamXlsxRows(input: Readable, limits: ReadLimits): Promise<SheetRow[] | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let chosen: string | null | undefined;
  for await (const worksheet of reader as unknown as AsyncIterable<StreamedSheet>) {
    if (chosen === undefined) {
      // The workbook part (names, hidden state) comes before the worksheets in the files Excel and exceljs write.
      const sheets = (reader as unknown as { model?: { sheets?: { name: string; state?: string }[] } }).model?.sheets ?? [];
      chosen =
        sheets.find((s) => s.name === DATA_SHEET)?.name ??
        sheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden' && s.name !== 'Values')?.name ??
        sheets[0]?.name ??
        null;
    }
    if (chosen !== null && worksheet.name !== chosen) continue;
    const rows: SheetRow[] = [];
    let cellCount = 0;
    for await (const row of worksheet) {
      const cells = new Map<number, CellValue>();
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        const value = normaliseExcelJs(cell.value);
        // A copy: the parser's strings are slices of its whole read buffers, which a kept slice would keep alive.
        if (value !== null) cells.set(col, typeof value === 'string' ? Buffer.from(value, 'utf8').toString('utf8') : value);
      });
      if (cells.size === 0) continue;
      cellCount += cells.size;
      if (cellCount > limits.maxCells) throw new SpreadsheetRejected('too-many-cells', `more than ${limits.maxCells} cells`);
      rows.push({ row: row.number, cells });
      if (rows.length > limits.maxRows + 1) throw new SpreadsheetRejected('too-many-rows', `more than ${limits.maxRows} data rows`);
    }
    return rows;
  }
  return null;
}

/** exceljs cell values: formulas give their cached result, rich text and links their text. */
export function normaliseExcelJs(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
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

/** The UTF-8 text of a .csv (a byte-order mark dropped); anything not UTF-8 is refused rather than misread. */
function csvText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    throw new SpreadsheetRejected('csv-not-utf8');
  }
}

/**
 * A legacy .xls, an OpenDocument .ods (LibreOffice's own format) or a UTF-8 .csv, read by SheetJS, row-capped. Dates
 * stay numbers (Excel serial days; see exportedTime) so no time zone enters; a .csv's cells stay the text written.
 */
function readWithSheetJs(format: Exclude<ImportFormat, 'xlsx'>, buf: Buffer, limits: ReadLimits): SheetRow[] | null {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(format === 'csv' ? csvText(buf) : buf, {
      type: format === 'csv' ? 'string' : 'buffer',
      raw: format === 'csv',
      // Header + the allowed rows + 1, so a longer sheet is detected without reading all of it.
      sheetRows: limits.maxRows + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      dense: true,
    });
  } catch (error) {
    if (error instanceof SpreadsheetRejected) throw error;
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
  // SheetJS makes an .ods date-time (written without a zone) a Date at that wall time in the local zone: read back as UTC.
  if (value instanceof Date)
    return dateText(
      new Date(
        Date.UTC(
          value.getFullYear(),
          value.getMonth(),
          value.getDate(),
          value.getHours(),
          value.getMinutes(),
          value.getSeconds(),
          value.getMilliseconds(),
        ),
      ),
    );
  return null;
}

/** A date cell: the day (YYYY-MM-DD) at midnight, else the instant to the millisecond (ISO 8601, UTC). */
function dateText(value: Date): string | null {
  if (Number.isNaN(value.getTime())) return null;
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function text(value: string): string | null {
  const trimmed = unescapeCell(value.trim());
  return trimmed === '' ? null : trimmed;
}

/** The first non-empty row is the header; the rest are data. */
function splitHeader(format: ImportFormat, rows: SheetRow[]): SheetData {
  const [first, ...rest] = rows;
  const columns = new Map<number, string>();
  if (first) for (const [col, value] of first.cells) if (value !== null) columns.set(col, String(value));
  return { format, header: { row: first?.row ?? 1, columns }, rows: rest };
}
