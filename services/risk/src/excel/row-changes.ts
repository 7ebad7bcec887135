import type { BulkImportChange, UpdateRiskInput } from '@rtm/contracts';
import type { NewRisk } from '../risks/risks.service.js';
import type { ImportColumnKey } from './import-columns.js';

/** A risk as a re-import compares it: the template's fields as stored. */
export type ComparedRisk = Pick<
  NewRisk,
  | 'title'
  | 'description'
  | 'suggestedSolution'
  | 'riskType'
  | 'affectedApp'
  | 'frequency'
  | 'ownerId'
  | 'departmentIds'
  | 'likelihood'
  | 'impact'
  | 'status'
  | 'residualLikelihood'
  | 'residualImpact'
  | 'treatmentStrategy'
>;

type Field = keyof ComparedRisk;

/** Each compared field and the column it is read from, in the template's order. */
const FIELDS: [Field, ImportColumnKey][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['suggestedSolution', 'suggestedSolution'],
  ['riskType', 'riskType'],
  ['status', 'status'],
  ['affectedApp', 'affectedApp'],
  ['frequency', 'frequency'],
  ['likelihood', 'likelihood'],
  ['impact', 'impact'],
  ['ownerId', 'owner'],
  ['departmentIds', 'departments'],
  ['residualLikelihood', 'residualLikelihood'],
  ['residualImpact', 'residualImpact'],
  ['treatmentStrategy', 'treatmentStrategy'],
];

/** Columns whose blank cell keeps the stored value (the field has no blank; a new risk takes its default). */
const KEPT_WHEN_BLANK = new Set<ImportColumnKey>(['status', 'frequency', 'likelihood', 'impact']);

const sameText = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim();
const sameIds = (a: number[], b: number[]) =>
  [...new Set(a)].sort((x, y) => x - y).join(',') === [...new Set(b)].sort((x, y) => x - y).join(',');

function same(field: Field, stored: ComparedRisk, wanted: ComparedRisk): boolean {
  if (field === 'departmentIds') return sameIds(stored.departmentIds, wanted.departmentIds);
  const a = stored[field] as string | number | null;
  const b = wanted[field] as string | number | null;
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  return sameText(a, b);
}

export interface RowChanges {
  /** What the preview shows: a column's key, and its value before and after as the spreadsheet writes them. */
  changes: BulkImportChange[];
  /** The update of the risk: the changed fields only (empty when the row changes nothing). */
  input: UpdateRiskInput;
}

/**
 * What a row of a re-imported export changes in its risk: only the cells whose value differs from the stored one
 * (text compared without its surrounding spaces, departments as a set); a blank cell of a column with a default keeps
 * the stored value. `show` writes a field's value as the spreadsheet does (names for the owner and departments).
 */
export function rowChanges(
  stored: ComparedRisk,
  wanted: ComparedRisk,
  blank: (column: ImportColumnKey) => boolean,
  show: (field: Field, risk: ComparedRisk) => string | number | null,
): RowChanges {
  const changes: BulkImportChange[] = [];
  const input: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) {
    if (KEPT_WHEN_BLANK.has(column) && blank(column)) continue;
    if (same(field, stored, wanted)) continue;
    changes.push({ field: column, from: show(field, stored), to: show(field, wanted) });
    input[field] = wanted[field];
  }
  return { changes, input: input as UpdateRiskInput };
}

/** Whether `stored` already holds every value of `input` (an import's update made before, or by someone else). */
export function holdsAlready(stored: ComparedRisk, input: UpdateRiskInput): boolean {
  return (Object.keys(input) as Field[]).every((field) => field in stored && same(field, stored, input as ComparedRisk));
}
