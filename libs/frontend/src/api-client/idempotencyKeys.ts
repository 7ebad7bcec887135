/**
 * Idempotency-Key of creating POSTs (the gateway runs one key once per user for 24 hours). One key per
 * submission: sending the same form with the same content again after an error (the person presses Save
 * again) reuses its key, so a create whose answer was lost is not made twice; a success forgets the key,
 * so the next form, even with the same content, is a new request.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Sign-in and sign-out repeat harmlessly and must not keep a password in memory. */
const NOT_KEYED = /\/(login|logout)\/?$/;
const KEEP_MS = 23 * 60 * 60 * 1000;

const pending = new Map<string, { key: string; at: number }>();

/** The key for POSTing `body` to `url`: the one of an earlier attempt that did not succeed, else a new one. */
export function idempotencyKeyFor(url: string, body: unknown): string | undefined {
  if (NOT_KEYED.test(url.split('?')[0])) return undefined;
  const id = submissionId(url, body);
  const now = Date.now();
  const known = pending.get(id);
  if (known && now - known.at < KEEP_MS) return known.key;
  for (const [k, v] of pending) if (now - v.at >= KEEP_MS) pending.delete(k);
  const key = newKey();
  pending.set(id, { key, at: now });
  return key;
}

/** The submission succeeded: the next one with the same content is a new request. */
export function forgetIdempotencyKey(url: string, body: unknown): void {
  pending.delete(submissionId(url, body));
}

function submissionId(url: string, body: unknown): string {
  return `${url}\n${JSON.stringify(body ?? null)}`;
}

/** 128 random bits as hex; getRandomValues works where randomUUID does not (plain http on another host). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
