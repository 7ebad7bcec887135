import type { JsonText } from './rpc.client.js';

/**
 * An answer that is JSON text already (a view PostgreSQL wrote as JSON): PrefixedNatsServer sends it as it is,
 * instead of the service parsing rows into objects and serialising them again. The gateway's `callJson` hands it on
 * unparsed too, so the text goes from the database to the browser untouched.
 */
export class JsonAnswer<T> {
  constructor(readonly json: JsonText<T>) {}
}

/** The reply Nest's serializer would write for `packet`, with the answer's text in the place of `response`. */
export function replyWithJsonAnswer(packet: { response: JsonAnswer<unknown> } & Record<string, unknown>): string {
  const { response, ...rest } = packet;
  const placeholder = '{"response":0';
  return `{"response":${response.json}${JSON.stringify({ response: 0, ...rest }).slice(placeholder.length)}`;
}
