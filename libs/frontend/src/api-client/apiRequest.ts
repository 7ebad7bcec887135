import { ApiError } from './ApiError';
import { baseHeaders } from './requestLanguage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * fetch with the session cookie and the page's language; a body goes as JSON only when present (SPEC section 7).
 * Non-2xx answers throw {@link ApiError}. Returns the parsed JSON, or undefined for an empty body.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', ...baseHeaders() } : baseHeaders(),
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw await ApiError.fromResponse(res);
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
