import { HttpException, HttpStatus } from '@nestjs/common';
import { BULK_EDIT_MESSAGES, type BulkEditRefusal, type BulkEditRefusalCode, type BulkEditResult } from '@rtm/contracts';

/** What one item's change did. */
export type ItemOutcome = 'updated' | 'unchanged';

const CODE_OF_STATUS: Partial<Record<number, BulkEditRefusalCode>> = {
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.BAD_REQUEST]: 'invalid',
  [HttpStatus.CONFLICT]: 'conflict',
};

/**
 * The refusal of one item from what its change threw: the service's own refusals (403, 404, 400, 409) keep their
 * message, which says what to do; anything else is a failure of the moment (`failed`, try again).
 */
export function refusalOf(id: string, error: unknown): BulkEditRefusal {
  if (error instanceof HttpException) {
    const code = CODE_OF_STATUS[error.getStatus()];
    if (code) return { id, code, message: exceptionMessage(error) };
  }
  return { id, code: 'failed', message: BULK_EDIT_MESSAGES.itemFailed };
}

function exceptionMessage(error: HttpException): string {
  const body = error.getResponse();
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : error.message;
}

/**
 * Changes each item on its own (`change` runs the item's own transaction, event and history) and counts the outcomes;
 * an item's refusal never stops the others. `failed`: called with each failure that is not a refusal (for the log).
 */
export async function bulkApply(
  ids: readonly string[],
  change: (id: string) => Promise<ItemOutcome>,
  failed?: (id: string, error: unknown) => void,
): Promise<BulkEditResult> {
  const result: BulkEditResult = { updated: 0, unchanged: 0, refused: [] };
  for (const id of ids) {
    try {
      result[await change(id)] += 1;
    } catch (error) {
      const refusal = refusalOf(id, error);
      if (refusal.code === 'failed') failed?.(id, error);
      result.refused.push(refusal);
    }
  }
  return result;
}
