import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import type { RecordPageInput } from '../api.js';
import { LIMITS } from '../constants.js';
import { PAGING_MESSAGES } from '../messages.js';
import { Check, PageOffset, toInt, wholeIn } from './helpers.js';

/** `limit` (1 to LIMITS.recordPageMax) and `offset` of a record's own list, from query-string text or JSON numbers. */
export class RecordPageDto implements RecordPageInput {
  @IsOptional()
  @Transform(toInt)
  @Check('isLimit', wholeIn(1, LIMITS.recordPageMax), PAGING_MESSAGES.limitInvalid)
  limit?: number;

  @PageOffset()
  offset?: number;
}

/** The page a RecordPageInput asks for, with the defaults filled in. */
export const recordPage = ({ limit, offset }: RecordPageInput = {}) => ({
  limit: limit ?? LIMITS.recordPageDefault,
  offset: offset ?? 0,
});
