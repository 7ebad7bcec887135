/** Messages the gateway itself answers (besides the contracts' ERRORS, VALIDATION and RISK_MESSAGES). */
export const GATEWAY_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
  bodyLengthMismatch: 'The request body does not match its Content-Length',
  requestAborted: 'The request was aborted',
  encodingUnsupported: 'The request body encoding is not supported',
  charsetUnsupported: 'The request body charset is not supported',
  notProcessed: 'The request could not be processed',
  bodyNotObject: 'The request body must be a JSON object',
  headersTooLarge: 'The request address or headers are too large',
  malformedRequest: 'The request is not a valid HTTP request',
  nulCharacter: 'Texts cannot contain the NUL character (U+0000); remove it and try again',
  loneSurrogate:
    'A text contains half of a character (a lone UTF-16 surrogate), often left by cutting an emoji in two; retype or remove it and try again',
  nestedTooDeep: 'The request nests lists or objects too deeply (at most 32 levels); send the fields the form has',
  commentBothTargets: 'A comment belongs to a risk or a task, not both',
  crossOrigin: 'This change was sent from another site and was refused. Open the application at its own address and try again.',
  idempotencyBadKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  idempotencyOtherRequest: (route: string) =>
    `This Idempotency-Key was already used for a different request (${route}); use a new key for a new request`,
  idempotencyStillRunning: 'A request with this Idempotency-Key is still being processed; try again shortly',
  idempotencyStoreDown:
    'Requests cannot be checked for repeats right now because the database is not responding. Please try again shortly.',
} as const;
