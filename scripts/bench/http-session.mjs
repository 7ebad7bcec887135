/**
 * Shared by the benchmark and demo-data scripts: command-line options and a signed-in HTTP session
 * against a running product (cookie kept between calls, errors thrown with the server's message).
 */
export function cliOptions(argv = process.argv.slice(2)) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  return {
    arg,
    baseUrl: arg('base-url', process.env.API_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    admin: {
      username: arg('username', process.env.ADMIN_USERNAME ?? 'admin'),
      password: arg('password', process.env.ADMIN_PASSWORD ?? 'admin123'),
    },
  };
}

/**
 * Signs in and returns `api(method, path, body?)` → { json, text, headers, status, ms }; `api.cookie()` is the session cookie.
 * An error answer throws an Error with the answer's `status`.
 */
export async function signIn(baseUrl, credentials) {
  let cookie = '';
  const api = async (method, path, body) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie?.() ?? []) if (c.startsWith('connect.sid=')) cookie = c.split(';')[0];
    const text = await res.text();
    const ms = performance.now() - started;
    const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    if (!res.ok)
      throw Object.assign(new Error(`${method} ${path} -> ${res.status}: ${json?.message ?? text.slice(0, 200)}`), { status: res.status });
    return { json, text, headers: res.headers, status: res.status, ms };
  };
  await api('POST', '/api/login', credentials);
  api.cookie = () => cookie;
  return api;
}
