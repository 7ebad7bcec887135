import { IsUUID } from 'class-validator';
import { BULK_EDIT_MESSAGES, type BulkEditJobInput } from '../bulk-edit.js';
import { bulkIdsProblem } from '../bulk-edit-rules.js';
import { Check } from './helpers.js';

/** `ids` of a bulk edit: 1 to BULK_EDIT_LIMITS.maxIds uuids. */
export const IsBulkIds = () =>
  Check(
    'isBulkIds',
    (v) => bulkIdsProblem(v) === null,
    (args) => bulkIdsProblem(args.value) ?? BULK_EDIT_MESSAGES.idsInvalid,
  );

/** The changes of a bulk edit, judged whole by the slice's rule (unknown fields included, which whitelist would drop). */
export const IsBulkChanges = (problem: (changes: unknown) => string | null) =>
  Check(
    'isBulkChanges',
    (v) => problem(v) === null,
    (args) => problem(args.value) ?? BULK_EDIT_MESSAGES.changesRequired,
  );

/** GET /api/{risks|tasks}/bulk-edit/{jobId}. */
export class BulkEditJobDto implements BulkEditJobInput {
  @IsUUID('all', { message: BULK_EDIT_MESSAGES.jobIdInvalid })
  jobId!: string;
}
