/**
 * Reads started before the app's code has loaded (the shell's main.ts), handed to react-query once it exists.
 * This module is loaded eagerly, before Module Federation shares react, antd or the contracts: it imports none of
 * them, only fetch.
 */

export interface EarlyRead {
  /** The query key the app reads this answer under. */
  key: readonly unknown[];
  /** GET path, query string included. */
  path: string;
  /** A paged list: answers `{ items, total, counted }` from the body and X-Total-Count, as apiGetPage does. */
  page?: boolean;
  /** A 401 answers null (GET /api/auth/me: nobody signed in) instead of failing. */
  nullOn401?: boolean;
}

export interface StartedRead {
  key: readonly unknown[];
  answer: Promise<unknown>;
}

type Sink = (read: StartedRead) => void;

const started: StartedRead[] = [];
let sink: Sink | null = null;

async function get({ path, page, nullOn401 }: EarlyRead): Promise<unknown> {
  // No Accept-Language: the page's language is not known yet, and a failed early read is read again by the app itself.
  const res = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (res.status === 401 && nullOn401) return null;
  if (!res.ok) throw new Error(`${res.status}: GET ${path}`);
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : page ? [] : undefined;
  if (!page) return body;
  const header = res.headers.get('X-Total-Count');
  const items = body as unknown[];
  const counted = header !== null && /^\d+$/.test(header.trim());
  return { items, total: counted ? Number(header) : items.length, counted };
}

/** Sends the GET now and keeps its answer for the app (connectEarlyReads); answers it too. */
export function startEarlyRead(read: EarlyRead): Promise<unknown> {
  const answer = get(read);
  // A failed early read is no error of the page: the app's own query reads again (see connectEarlyReads).
  answer.catch(() => undefined);
  const startedRead = { key: read.key, answer };
  if (sink) sink(startedRead);
  else started.push(startedRead);
  return answer;
}

/**
 * Hands every early read, those started and those still to come, to `accept` (the app's query client seeds its
 * cache with them). Called once, when the app starts.
 */
export function connectEarlyReads(accept: Sink): void {
  sink = accept;
  for (const read of started.splice(0)) accept(read);
}
