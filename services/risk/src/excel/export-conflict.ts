import type { CellValue } from './spreadsheet-reader.js';

const MS_PER_DAY = 86_400_000;
/** Excel's day 0 is 1899-12-30: 25,569 days before 1970-01-01. */
const EPOCH_DAYS = 25_569;
/** '2026-11-28 11:06:37.123' (how a .csv shows the export's date format), or with a T and a Z (ISO 8601). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?Z?$/;

/**
 * The time an exported row's Updated At cell holds, in milliseconds since 1970 (UTC): an Excel serial day (a date
 * cell of .xlsx, .xls or .ods), or the text a .csv or a reader wrote of it. null for a blank cell (the risk was never
 * changed when exported); undefined for a value that is no time at all.
 */
export function exportedTime(cell: CellValue): number | null | undefined {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round((cell - EPOCH_DAYS) * MS_PER_DAY) : undefined;
  const match = DATE_TIME.exec(cell.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The conflict rule of a re-import: a row is refused when its risk was changed after the export, that is when the
 * risk's updated time (ISO 8601, to the millisecond as the export writes it; null while never changed) is later than
 * the row's Updated At (null when the export found it never changed).
 */
export function changedSinceExport(rowUpdatedAt: number | null, riskUpdatedAt: string | null): boolean {
  if (riskUpdatedAt === null) return false;
  if (rowUpdatedAt === null) return true;
  return Date.parse(riskUpdatedAt) > rowUpdatedAt + TIME_ROUNDING_MS;
}

/**
 * How far a file's Updated At may be from the time exported: LibreOffice writes an .ods time to the hundredth of a
 * second, rounded (.987 is saved as .99, .123 as .12). Two changes of one risk are never that close.
 */
export const TIME_ROUNDING_MS = 10;

/** How a refusal names the time: '2026-11-28 11:06:37 UTC'. */
export const conflictTimeText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
