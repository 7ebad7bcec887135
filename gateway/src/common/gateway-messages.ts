/** Messages the gateway itself answers (besides the contracts' ERRORS, VALIDATION and RISK_MESSAGES). */
export const GATEWAY_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
  bodyLengthMismatch: 'The request body does not match its Content-Length',
  requestAborted: 'The request was aborted',
  encodingUnsupported: 'The request body encoding is not supported',
  charsetUnsupported: 'The request body charset is not supported',
  notProcessed: 'The request could not be processed',
  bodyNotObject: 'The request body must be a JSON object',
  commentBothTargets: 'A comment belongs to a risk or a task, not both',
  crossOrigin: 'This change was sent from another site and was refused. Open the application at its own address and try again.',
} as const;
