/** What risks and tasks share of a bulk edit (issue 27): its limits, answer, job and messages. */

export const BULK_EDIT_LIMITS = {
  /** Most items one bulk edit (and one 'select all matching') takes. */
  maxIds: 1000,
  /** Up to this many answer at once; more run as a job. */
  atOnce: 100,
  /** Most refusals a job keeps and answers (its counts go on). */
  refusalsKept: 200,
} as const;

/** Why one item was not changed: not allowed, gone, a value its rules refuse, or a failure worth a retry. */
export const BULK_EDIT_REFUSAL_CODES = ['forbidden', 'not_found', 'invalid', 'conflict', 'failed'] as const;
export type BulkEditRefusalCode = (typeof BULK_EDIT_REFUSAL_CODES)[number];

export interface BulkEditRefusal {
  id: string;
  code: BulkEditRefusalCode;
  /** In the request's language. */
  message: string;
}

/** The answer of a bulk edit of up to BULK_EDIT_LIMITS.atOnce items. */
export interface BulkEditResult {
  updated: number;
  unchanged: number;
  refused: BulkEditRefusal[];
}

export const BULK_JOB_STATES = ['running', 'done', 'failed'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];

/** GET /api/{risks|tasks}/bulk-edit/{jobId}: a job's progress, then its result (refused: at most refusalsKept). */
export interface BulkEditJobView extends BulkEditResult {
  jobId: string;
  state: BulkJobState;
  total: number;
  processed: number;
  /** Refusals beyond the kept ones (counted, not listed). */
  refusedCount: number;
}

/** POST of more than BULK_EDIT_LIMITS.atOnce items: 202 with the job to follow. */
export interface BulkEditJobStarted {
  jobId: string;
}

/** The service's answer to a bulk edit: the result itself, or the job that works it. */
export type BulkEditAnswer = ({ kind: 'result' } & BulkEditResult) | ({ kind: 'job' } & BulkEditJobStarted);

export interface BulkEditJobInput {
  jobId: string;
}

/** GET /api/{risks|tasks}/ids: the ids matching the list's filters, at most BULK_EDIT_LIMITS.maxIds. */
export interface MatchingIds {
  ids: string[];
  /** Every match, also beyond the ids answered. */
  total: number;
}

export const BULK_EDIT_MESSAGES = {
  idsRequired: 'Choose at least one item to edit (ids: a list of ids)',
  idsTooMany: 'A bulk edit takes at most 1,000 items; narrow the selection',
  idsInvalid: 'Each id must be an id (uuid) of the list',
  changesRequired: 'Choose at least one change (changes: an object with the fields to set)',
  jobNotFound: 'Bulk edit job not found',
  jobForbidden: 'Only the person who started a bulk edit, or a system admin, can follow it',
  jobIdInvalid: 'Job id must be a uuid',
  itemFailed: 'This item could not be changed just now; try it again',
  riskFieldsOnly: 'A bulk edit of risks can change only ownerId, status, departmentIds and treatmentStrategy',
  taskFieldsOnly: 'A bulk edit of tasks can change only status, assignedToId, priority and dueDate',
} as const;
