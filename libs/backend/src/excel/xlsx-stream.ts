import type { Writable } from 'node:stream';
import { escapeCell } from './cell-escape.js';
import { ZipStreamWriter } from './zip-stream-writer.js';

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

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MS_PER_DAY = 86_400_000;
/** Excel's day 0 is 1899-12-30: 25,569 days before 1970-01-01. */
const EPOCH_DAYS = 25_569;
/** Style indexes of styles.xml: 0 plain, 1 the bold header, 2 dates without a column format, 3+ each column's format. */
const HEADER_STYLE = 1;
const DATE_STYLE = 2;
const FIRST_COLUMN_STYLE = 3;

/** Text as XML character data: markup escaped, characters XML 1.0 does not allow dropped. */
function xmlText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}
/** Whether text has markup, a control character or a surrogate (most cells have none: one cheap test). */
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, value: XlsxCell, style: number | undefined): string {
  if (value === null || value === undefined) return '';
  const s = style === undefined ? '' : ` s="${style}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? '' : `<c r="${ref}" s="${style ?? DATE_STYLE}"><v>${time / MS_PER_DAY + EPOCH_DAYS}</v></c>`;
  }
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

function stylesXml(columns: readonly XlsxColumn[]): string {
  const formats = columns.map((c, i) => (c.numFmt ? `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(c.numFmt)}"/>` : '')).join('');
  const columnXfs = columns
    .map((c, i) =>
      c.numFmt
        ? `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`
        : '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    )
    .join('');
  return (
    `${XML}<styleSheet xmlns="${MAIN}">` +
    (formats ? `<numFmts count="${columns.filter((c) => c.numFmt).length}">${formats}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${FIRST_COLUMN_STYLE + columns.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    '<xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
    `${columnXfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${DOC_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${DOC_TYPE}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${DOC_TYPE}/styles" Target="styles.xml"/></Relationships>`;
const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
  `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The worksheet's XML: its head, the rows of each batch as they come, its tail. */
async function* sheetXml(columns: readonly XlsxColumn[], batches: AsyncIterable<readonly XlsxCell[][]>): AsyncGenerator<Buffer> {
  const names = columns.map((_, i) => columnName(i));
  const styles = columns.map((c, i) => (c.numFmt ? FIRST_COLUMN_STYLE + i : undefined));
  const cols = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 9.140625}"${c.width ? ' customWidth="1"' : ''}${styles[i] ? ` style="${styles[i]}"` : ''}/>`,
    )
    .join('');
  const header = columns.map((c, i) => cellXml(`${names[i]}1`, escapeCell(c.header), HEADER_STYLE)).join('');
  yield Buffer.from(
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">` +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
  );
  let r = 1;
  for await (const rows of batches) {
    let xml = '';
    for (const row of rows) {
      r += 1;
      xml += `<row r="${r}">`;
      for (let i = 0; i < row.length; i++) xml += cellXml(`${names[i] ?? columnName(i)}${r}`, xlsxValue(row[i]), styles[i]);
      xml += '</row>';
    }
    if (xml) yield Buffer.from(xml);
  }
  yield Buffer.from('</sheetData></worksheet>');
}

/**
 * Streams a one-sheet .xlsx into `output`: the worksheet's rows are written (as inline strings, deflated) while the
 * batches are read, and the next batch is only asked for once `output` has taken the last one, so memory stays
 * bounded by about one batch whatever the number of rows and however slow the reader is. The header row is bold and
 * frozen; a column's `numFmt` formats its cells (dates).
 */
export async function writeXlsxStream(
  output: Writable,
  sheetName: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly XlsxCell[][]>,
): Promise<void> {
  const zip = new ZipStreamWriter(output);
  await zip.add('[Content_Types].xml', [Buffer.from(CONTENT_TYPES)]);
  await zip.add('_rels/.rels', [Buffer.from(ROOT_RELS)]);
  await zip.add('xl/workbook.xml', [Buffer.from(workbookXml(sheetName))]);
  await zip.add('xl/_rels/workbook.xml.rels', [Buffer.from(WORKBOOK_RELS)]);
  await zip.add('xl/styles.xml', [Buffer.from(stylesXml(columns))]);
  await zip.add('xl/worksheets/sheet1.xml', sheetXml(columns, batches));
  await zip.finish();
}
