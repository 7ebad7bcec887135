import type { RequestHandler } from 'express';
import { asRead } from '@rtm/backend/nats';

/**
 * GET and HEAD requests run as reads (`asRead`): a NATS request of theirs that the instance which took it never
 * answered (it died) is sent once more, to another instance of the queue group. Writes are never sent twice (their
 * repeats are the client's, with an Idempotency-Key).
 */
export function readRetries(): RequestHandler {
  return (req, _res, next) => (req.method === 'GET' || req.method === 'HEAD' ? asRead(() => next()) : next());
}
