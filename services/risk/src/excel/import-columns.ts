import { RISK_IMPORT_COLUMNS, type RiskImportColumn } from '@rtm/contracts';

interface ColumnDetails {
  key: string;
  required: boolean;
  width: number;
  note: string;
}

/** What the import knows of each of the columns, by header. */
const COLUMN_DETAILS = {
  Title: { key: 'title', required: true, width: 40, note: '3 to 255 characters' },
  Description: { key: 'description', required: false, width: 50, note: 'optional' },
  'Suggested Solution': { key: 'suggestedSolution', required: false, width: 50, note: 'optional' },
  'Risk Type': { key: 'riskType', required: true, width: 20, note: 'one of the risk types (Values sheet)' },
  Status: { key: 'status', required: false, width: 24, note: 'default open' },
  'Affected App': { key: 'affectedApp', required: false, width: 18, note: 'optional' },
  Frequency: { key: 'frequency', required: false, width: 14, note: 'default once' },
  Likelihood: { key: 'likelihood', required: false, width: 12, note: '1 to 5, default 1' },
  Impact: { key: 'impact', required: false, width: 12, note: '1 to 5, default 1' },
  Owner: { key: 'owner', required: true, width: 28, note: 'username, e-mail or full name of a manager or system admin' },
  Departments: { key: 'departments', required: true, width: 32, note: 'one or more department names separated by ;' },
} as const satisfies Record<RiskImportColumn, ColumnDetails>;

export type ImportColumnKey = (typeof COLUMN_DETAILS)[RiskImportColumn]['key'];

export interface ImportColumn extends ColumnDetails {
  key: ImportColumnKey;
  header: RiskImportColumn;
}

/**
 * The columns of risk_upload_template.xlsx (RISK_IMPORT_COLUMNS, in that order), which are exactly the
 * columns the import reads. Headers are matched without regard to case, spaces or underscores;
 * `aliases` are accepted too.
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
  const direct = IMPORT_COLUMNS.find((c) => squash(c.header) === key || c.key.toLowerCase() === key);
  return direct?.key ?? ALIASES[key] ?? null;
}

export function headerOf(key: ImportColumnKey): string {
  return IMPORT_COLUMNS.find((c) => c.key === key)!.header;
}
