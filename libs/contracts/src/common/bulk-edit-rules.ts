import { BULK_EDIT_LIMITS, BULK_EDIT_MESSAGES } from './bulk-edit.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid as the ids of risks, tasks and users are written. */
export const isUuidText = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** What is wrong with a bulk edit's ids (null: nothing): a non-empty list of at most maxIds uuids. */
export function bulkIdsProblem(ids: unknown): string | null {
  if (!Array.isArray(ids) || ids.length === 0) return BULK_EDIT_MESSAGES.idsRequired;
  if (ids.length > BULK_EDIT_LIMITS.maxIds) return BULK_EDIT_MESSAGES.idsTooMany;
  if (!ids.every(isUuidText)) return BULK_EDIT_MESSAGES.idsInvalid;
  return null;
}

/**
 * What is wrong with a bulk edit's changes (null: nothing): an object naming at least one of `fields`, none other, each
 * value passing its check (which answers its message, or null).
 */
export function bulkChangesProblem<F extends string>(
  changes: unknown,
  fields: readonly F[],
  checks: Record<F, (value: unknown) => string | null>,
  fieldsOnly: string,
): string | null {
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) return BULK_EDIT_MESSAGES.changesRequired;
  const given = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (given.length === 0) return BULK_EDIT_MESSAGES.changesRequired;
  if (given.some(([field]) => !(fields as readonly string[]).includes(field))) return fieldsOnly;
  for (const [field, value] of given) {
    const problem = checks[field as F](value);
    if (problem) return problem;
  }
  return null;
}

/** A bulk edit's ids without repeats, in the order given (an item named twice is changed once). */
export const distinctIds = (ids: readonly string[]): string[] => [...new Set(ids.map((id) => id.toLowerCase()))];

/** Whether a bulk edit of `count` items runs as a job rather than answering at once. */
export const runsAsJob = (count: number): boolean => count > BULK_EDIT_LIMITS.atOnce;
