import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';

/** Node's own answers to requests its parser refuses, before Express sees them (the statuses it would send). */
const PARSER_REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: GATEWAY_MESSAGES.headersTooLarge },
};
const MALFORMED = { status: 400, message: GATEWAY_MESSAGES.malformedRequest };

/** The raw HTTP answer to a request Node's parser refused: `{ statusCode, message }` like every other refusal. */
export function clientErrorResponse(code: string | undefined): string {
  const { status, message } = (code && PARSER_REFUSALS[code]) || MALFORMED;
  const body = JSON.stringify({ statusCode: status, message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * A request line or headers over Node's limit (a 16 KB query string), or bytes that are not HTTP, are refused by Node's
 * parser with an empty body. The gateway answers them as JSON with a message, as the API promises for every 4xx.
 * (English only: the parser gave up before Accept-Language could be read.)
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answered = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answered) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code));
  });
}
