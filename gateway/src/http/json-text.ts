import type { Response } from 'express';
import type { Page } from '@rtm/contracts';
import type { JsonText } from '@rtm/backend/nats';

/**
 * A service's answer sent as the JSON text it came in (RpcClient.callJson): the body and its
 * `Content-Type: application/json; charset=utf-8` are those `res.json` gives the parsed value, without the gateway
 * parsing and serialising it again. Nest sends a string as it is.
 */
export function jsonBody<T>(response: Response, json: JsonText<T> | undefined): JsonText<T> | undefined {
  if (json !== undefined) response.type('application/json');
  return json;
}

const ITEMS = '{"items":';
const TOTAL = ',"total":';

/**
 * A page (`{"items":[…],"total":n}`, as the services write it) as the body (the array) and its number of matches
 * as X-Total-Count. Parsed only when the text has another shape.
 */
export function pageBody<T>(response: Response, json: JsonText<Page<T>> | undefined): JsonText<T[]> | undefined {
  if (json === undefined) return undefined;
  const at = json.lastIndexOf(TOTAL);
  const total = at > 0 && json.startsWith(ITEMS) && json.endsWith('}') ? json.slice(at + TOTAL.length, -1) : '';
  if (/^\d+$/.test(total)) {
    response.setHeader('X-Total-Count', total);
    return jsonBody(response, json.slice(ITEMS.length, at));
  }
  const page = JSON.parse(json) as Page<T>;
  response.setHeader('X-Total-Count', String(page.total));
  return jsonBody(response, JSON.stringify(page.items));
}
