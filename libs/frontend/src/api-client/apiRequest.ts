import { ApiError } from './ApiError';
import { forgetIdempotencyKey, IDEMPOTENCY_HEADER, idempotencyKeyFor } from './idempotencyKeys';
import { baseHeaders } from './requestLanguage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * fetch with the session cookie and the page's language; a body goes as JSON only when present (SPEC section 7).
 * A POST carries an Idempotency-Key, the same when the same submission is sent again after an error (idempotencyKeys.ts).
 * Non-2xx answers throw {@link ApiError}. Returns the parsed JSON, or undefined for an empty body.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = hasBody ? { 'Content-Type': 'application/json', ...baseHeaders() } : baseHeaders();
  const key = method === 'POST' ? idempotencyKeyFor(url, body) : undefined;
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  const res = await fetch(url, { method, credentials: 'include', headers, body: hasBody ? JSON.stringify(body) : undefined });
  if (!res.ok) throw await ApiError.fromResponse(res);
  if (key) forgetIdempotencyKey(url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};
