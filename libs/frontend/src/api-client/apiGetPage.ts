import type { Page } from '@rtm/contracts';
import { ApiError } from './ApiError';
import { baseHeaders } from './requestLanguage';

/** Name of the header in which a paged list answers the number of all matches. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** A page and whether the server counted its total (`X-Total-Count` present) or the total is the page's length. */
export type CountedPage<T> = Page<T> & { counted: boolean };

/**
 * GET of a paged list: the body is the page (a JSON array) and the number of all matches comes in
 * the `X-Total-Count` header (the gateway's paging convention). Without the header the total is the
 * page's length. Sends the session cookie; non-2xx answers throw {@link ApiError} like apiRequest.
 */
export async function apiGetPage<T>(url: string): Promise<CountedPage<T>> {
  const res = await fetch(url, { method: 'GET', credentials: 'include', headers: baseHeaders() });
  if (!res.ok) throw await ApiError.fromResponse(res);
  const text = await res.text();
  const items = (text ? JSON.parse(text) : []) as T[];
  const header = res.headers.get(TOTAL_COUNT_HEADER);
  const counted = header !== null && /^\d+$/.test(header.trim());
  return { items, total: counted ? Number(header) : items.length, counted };
}

/** A query string of the defined, non-empty values (`?a=1&b=x,y`), or '' when there is none. Arrays are joined by commas. */
export function toQueryString(params: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}
