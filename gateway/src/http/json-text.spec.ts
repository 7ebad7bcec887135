import { describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import type { JsonText } from '@rtm/backend/nats';
import type { Page } from '@rtm/contracts';
import { jsonBody, pageBody } from './json-text.js';

/** The headers a route set, with the two calls the helpers make. */
function response() {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    type: (value: string) => {
      headers['content-type'] = value;
      return res;
    },
  };
  return { res: res as unknown as Response, headers };
}

describe('pageBody (a page handed on as the service wrote it)', () => {
  it("answers the items' text as it is and the number of matches as X-Total-Count", () => {
    const items = [
      { id: 'a', title: 'x,"total":9}' },
      { id: 'b', n: [1, 2] },
    ];
    const { res, headers } = response();
    const body = pageBody(res, JSON.stringify({ items, total: 1234 }) as JsonText<Page<unknown>>);
    expect(body).toBe(JSON.stringify(items));
    expect(headers).toEqual({ 'x-total-count': '1234', 'content-type': 'application/json' });
  });

  it('parses a page of another shape and answers the same', () => {
    const items = [{ id: 'a' }];
    const { res, headers } = response();
    const body = pageBody(res, JSON.stringify({ total: 3, items }) as JsonText<Page<unknown>>);
    expect(JSON.parse(body!)).toEqual(items);
    expect(headers['x-total-count']).toBe('3');
  });
});

describe('jsonBody', () => {
  it('sends the text as JSON, and nothing for no answer', () => {
    const { res, headers } = response();
    expect(jsonBody(res, '{"id":"a"}' as JsonText<unknown>)).toBe('{"id":"a"}');
    expect(headers['content-type']).toBe('application/json');
    const other = response();
    expect(jsonBody(other.res, undefined)).toBeUndefined();
    expect(other.headers['content-type']).toBeUndefined();
  });
});
