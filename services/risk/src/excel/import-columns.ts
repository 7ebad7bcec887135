import { RISK_EXPORT_HEADERS, RISK_IMPORT_COLUMNS, RISK_IMPORT_COLUMNS_AR, type RiskImportColumn } from '@rtm/contracts';

interface ColumnDetails {
  key: string;
  required: boolean;
  width: number;
}

/** What the import knows of each of the columns, by header (the template's notes per language: template-texts.ts). */
const COLUMN_DETAILS = {
  Title: { key: 'title', required: true, width: 40 },
  Description: { key: 'description', required: false, width: 50 },
  'Suggested Solution': { key: 'suggestedSolution', required: false, width: 50 },
  'Risk Type': { key: 'riskType', required: true, width: 20 },
  Status: { key: 'status', required: false, width: 24 },
  'Affected App': { key: 'affectedApp', required: false, width: 18 },
  Frequency: { key: 'frequency', required: false, width: 14 },
  Likelihood: { key: 'likelihood', required: false, width: 12 },
  Impact: { key: 'impact', required: false, width: 12 },
  Owner: { key: 'owner', required: true, width: 28 },
  Departments: { key: 'departments', required: true, width: 32 },
  'Residual Likelihood': { key: 'residualLikelihood', required: false, width: 14 },
  'Residual Impact': { key: 'residualImpact', required: false, width: 14 },
  'Treatment Strategy': { key: 'treatmentStrategy', required: false, width: 16 },
} as const satisfies Record<RiskImportColumn, ColumnDetails>;

export type ImportColumnKey = (typeof COLUMN_DETAILS)[RiskImportColumn]['key'];

export interface ImportColumn extends ColumnDetails {
  key: ImportColumnKey;
  header: RiskImportColumn;
}

/**
 * The columns of risk_upload_template.xlsx (RISK_IMPORT_COLUMNS, in that order), which are exactly the
 * columns the import reads. Headers are matched without regard to case, spaces or underscores, in English
 * or in Arabic (the template is written in either); `aliases` are accepted too.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = RISK_IMPORT_COLUMNS.map((header) => ({ header, ...COLUMN_DETAILS[header] }));

const ALIASES: Record<string, ImportColumnKey> = {
  solution: 'suggestedSolution',
  type: 'riskType',
  app: 'affectedApp',
  application: 'affectedApp',
  affectedapplication: 'affectedApp',
  riskowner: 'owner',
  ownerusername: 'owner',
  department: 'departments',
};

function squash(value: string): string {
  return value.toLowerCase().replace(/[\s_*-]+/g, '');
}

/** Maps a header text to the column it means, or null when the import does not read it. */
export function columnFor(header: string): ImportColumnKey | null {
  const key = squash(header);
  const direct = IMPORT_COLUMNS.find(
    (c) => squash(c.header) === key || squash(RISK_IMPORT_COLUMNS_AR[c.header]) === key || c.key.toLowerCase() === key,
  );
  return direct?.key ?? ALIASES[key] ?? null;
}

export function headerOf(key: ImportColumnKey): string {
  return IMPORT_COLUMNS.find((c) => c.key === key)!.header;
}

/** The export's own columns a re-import reads: the row's risk, and the time it was exported at. */
export type ExportedColumnKey = 'riskId' | 'updatedAt';

/** Their English headers, which name them in a row's problems. */
export const EXPORT_COLUMN: Record<ExportedColumnKey, string> = {
  riskId: RISK_EXPORT_HEADERS.en.riskId,
  updatedAt: RISK_EXPORT_HEADERS.en.updatedAt,
};

/** Maps a header to the export column it means (English or Arabic, matched like the template's), or null. */
export function exportedColumnFor(header: string): ExportedColumnKey | null {
  const key = squash(header);
  for (const column of Object.keys(EXPORT_COLUMN) as ExportedColumnKey[])
    if (squash(RISK_EXPORT_HEADERS.en[column]) === key || squash(RISK_EXPORT_HEADERS.ar[column]) === key) return column;
  return null;
}
