/** fetch against the gateway with a small cookie jar, so one client is one browser session. */

/** Response bodies are whatever the server sent; the tests check them with expect(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (with Content-Type application/json unless headers say otherwise). */
  raw?: string;
  /** Sent as multipart/form-data (fetch writes the Content-Type with its boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  /** Aborts the request (e.g. AbortSignal.timeout, to tell a hang from an answer). */
  signal?: AbortSignal;
}

export const SESSION_COOKIE = 'connect.sid';

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string = requireBaseUrl(),
    /** Sent with every request, e.g. X-Forwarded-For to appear as another client IP. */
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = Json>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.defaultHeaders, ...options.headers };
    const payload = options.form ?? options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined && !options.form) headers['Content-Type'] ??= 'application/json';
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual', signal: options.signal });
    this.store(res.headers.getSetCookie());
    const text = await res.text();
    let body: Json;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = Json>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  /** A multipart POST of one file (the browser's FormData), with any other fields given. */
  postFile<T = Json>(path: string, file: Buffer, options: RequestOptions & { field?: string; fileName?: string } = {}) {
    const form = new FormData();
    form.append(options.field ?? 'file', new Blob([new Uint8Array(file)]), options.fileName ?? 'risks.xlsx');
    return this.request<T>('POST', path, { ...options, form });
  }
  /** A POST of a streamed body (chunked: no Content-Length), as a client sending a file of unknown size does. */
  async postStream(path: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.defaultHeaders, 'Content-Type': contentType };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body, duplex: 'half', redirect: 'manual' } as RequestInit);
    const text = await res.text();
    let parsed: Json;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }
  /** A GET whose body is kept as bytes (a download), with the answer's status and headers. */
  async getBytes(path: string, options: RequestOptions = {}): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, { headers, redirect: 'manual', signal: options.signal });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
  }
  patch<T = Json>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  login(username: string, password: string) {
    return this.post('/api/login', { username, password });
  }

  /** The raw session cookie value, or undefined when there is none. */
  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** A new client that presents the given session cookie (e.g. an old one after logout). */
  withSessionCookie(value: string): ApiClient {
    const other = new ApiClient(this.baseUrl, this.defaultHeaders);
    other.cookies.set(SESSION_COOKIE, value);
    return other;
  }

  /** Sends a cookie from now on, as a browser holding it would (e.g. a forged one). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** A client of the same browser session (its cookies) against another gateway instance. */
  sameSessionAt(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl, this.defaultHeaders);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  private store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      const expired = !value || (expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function requireBaseUrl(): string {
  const url = process.env.API_BASE_URL;
  if (!url) throw new Error('API_BASE_URL is not set: run the api project through Jest (its global setup starts the stack).');
  return url;
}
