// k6 load script: sign in once per virtual user, then read the lists a dashboard needs.
// Run against a local product only: k6 run -e BASE_URL=http://localhost:3000 deploy/k6/login-and-browse.js
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';

export const options = {
  scenarios: {
    browse: { executor: 'constant-vus', vus: Number(__ENV.VUS || 20), duration: __ENV.DURATION || '30s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:risks}': ['p(95)<500'],
  },
};

export function setup() {
  return { username: __ENV.USERNAME || 'admin', password: __ENV.PASSWORD || 'admin123' };
}

/** @param {{ username: string, password: string }} credentials */
export default function (credentials) {
  const jar = http.cookieJar();
  if (!jar.cookiesForURL(BASE_URL)['connect.sid']) {
    const login = http.post(`${BASE_URL}/api/login`, JSON.stringify(credentials), { headers: { 'Content-Type': 'application/json' } });
    check(login, { 'signed in': (r) => r.status === 200 });
  }
  const me = http.get(`${BASE_URL}/api/auth/me`, { tags: { name: 'me' } });
  check(me, { 'me 200': (r) => r.status === 200 });
  const risks = http.get(`${BASE_URL}/api/risks?limit=20&offset=0`, { tags: { name: 'risks' } });
  check(risks, { 'risks 200': (r) => r.status === 200 });
  const filtered = http.get(`${BASE_URL}/api/risks?level=critical&limit=20`, { tags: { name: 'risks' } });
  check(filtered, { 'filtered 200': (r) => r.status === 200 });
  http.get(`${BASE_URL}/api/activities?limit=20`, { tags: { name: 'activities' } });
  http.get(`${BASE_URL}/api/users`, { tags: { name: 'users' } });
  sleep(0.5);
}
