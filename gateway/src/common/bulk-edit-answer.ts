import { HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { BulkEditAnswer, BulkEditJobStarted, BulkEditJobView, BulkEditResult, Language } from '@rtm/contracts';
import { translateMessage } from '../i18n/message-translator.js';

/** Bulk edits of more than 100 items run as jobs: 202 with the job's id; fewer answer their result. */
export function bulkEditBody(answer: BulkEditAnswer, response: Response, language: Language): BulkEditResult | BulkEditJobStarted {
  if (answer.kind === 'job') {
    response.status(HttpStatus.ACCEPTED);
    return { jobId: answer.jobId };
  }
  const { kind: _kind, ...result } = answer;
  return localiseRefusals(result, language);
}

/** The refusals' reasons in the request's language. */
export function localiseRefusals<T extends BulkEditResult | BulkEditJobView>(result: T, language: Language): T {
  if (language === 'en' || result.refused.length === 0) return result;
  return { ...result, refused: result.refused.map((refusal) => ({ ...refusal, message: translateMessage(refusal.message, language) })) };
}
