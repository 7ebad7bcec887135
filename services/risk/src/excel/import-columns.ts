/**
 * The columns of risk_upload_template.xlsx, which are exactly the columns the import reads.
 * Headers are matched without regard to case, spaces or underscores; `aliases` are accepted too.
 */
export const IMPORT_COLUMNS = [
  { key: 'title', header: 'Title', required: true, width: 40, note: '3 to 255 characters' },
  { key: 'description', header: 'Description', required: false, width: 50, note: 'optional' },
  { key: 'suggestedSolution', header: 'Suggested Solution', required: false, width: 50, note: 'optional' },
  { key: 'riskType', header: 'Risk Type', required: true, width: 20, note: 'one of the risk types (Values sheet)' },
  { key: 'status', header: 'Status', required: false, width: 24, note: 'default open' },
  { key: 'affectedApp', header: 'Affected App', required: false, width: 18, note: 'optional' },
  { key: 'frequency', header: 'Frequency', required: false, width: 14, note: 'default once' },
  { key: 'likelihood', header: 'Likelihood', required: false, width: 12, note: '1 to 5, default 1' },
  { key: 'impact', header: 'Impact', required: false, width: 12, note: '1 to 5, default 1' },
  { key: 'owner', header: 'Owner', required: true, width: 28, note: 'username, e-mail or full name of a manager or system admin' },
  { key: 'departments', header: 'Departments', required: true, width: 32, note: 'one or more department names separated by ;' },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

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
