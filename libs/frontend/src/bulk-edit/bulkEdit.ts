import { BULK_EDIT_LIMITS, type BulkEditJobStarted, type BulkEditJobView, type BulkEditResult, type MatchingIds } from '@rtm/contracts';
import { api } from '../api-client/apiRequest';

/** A list the bulk edit works on: '/api/risks' or '/api/tasks'. */
export type BulkEditList = '/api/risks' | '/api/tasks';

/** What a bulk edit came to: its result at once, or a job's progress and then its result. */
export type BulkEditOutcome = { kind: 'result'; result: BulkEditResult } | { kind: 'job'; job: BulkEditJobView };

/** POST {list}/bulk-edit: the result of up to 100 items, or (202) the job of more. */
export async function startBulkEdit(
  list: BulkEditList,
  ids: readonly string[],
  changes: object,
): Promise<BulkEditResult | BulkEditJobStarted> {
  return api.post<BulkEditResult | BulkEditJobStarted>(`${list}/bulk-edit`, { ids, changes });
}

export const isJobStarted = (answer: BulkEditResult | BulkEditJobStarted): answer is BulkEditJobStarted => 'jobId' in answer;

/** GET of a bulk edit's job: its progress, then its result. */
export const bulkJobUrl = (list: BulkEditList, jobId: string) => `${list}/bulk-edit/${encodeURIComponent(jobId)}`;

/** The ids of every item the list's filters match (at most BULK_EDIT_LIMITS.maxIds): `query` is the list's query string. */
export const matchingIds = (list: BulkEditList, query: string) => api.get<MatchingIds>(`${list}/ids${query}`);

/** The changes a form's values make: fields left empty change nothing; CLEAR sets null. */
export const CLEAR = '__clear__';
export function changesOf(values: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    changes[field] = value === CLEAR ? null : value;
  }
  return changes;
}

/** Progress of a job in percent (0 to 100). */
export const jobPercent = (job: Pick<BulkEditJobView, 'processed' | 'total'>) =>
  job.total === 0 ? 100 : Math.floor((job.processed / job.total) * 100);

export const MAX_SELECTION = BULK_EDIT_LIMITS.maxIds;
