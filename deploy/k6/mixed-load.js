// @ts-check
// k6 mixed load for operators, the same mix as `npm run bench` (deploy/k6/mix.js): 80 % reads, 20 % writes.
// Run against a product with data (npm run demo-data): k6 run -e BASE_URL=http://localhost:3000 deploy/k6/mixed-load.js
import http from 'k6/http';
import { check } from 'k6';
import { MIX_GOALS, nextRequest } from './mix.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

export const options = {
  scenarios: {
    mixed: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || MIX_GOALS.connections),
      duration: __ENV.DURATION || `${MIX_GOALS.seconds}s`,
    },
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    http_req_duration: [`p(95)<${MIX_GOALS.p95Ms}`],
  },
};

/** Signs in once to learn the risks, an owner and the departments the mix uses. */
export function setup() {
  const credentials = { username: __ENV.USERNAME || 'admin', password: __ENV.PASSWORD || 'admin123' };
  http.post(`${BASE_URL}/api/login`, JSON.stringify(credentials), { headers: JSON_HEADERS });
  const risks = /** @type {{ id: string, ownerId: string }[]} */ (http.get(`${BASE_URL}/api/risks?limit=100`).json());
  const departments = /** @type {{ id: number }[]} */ (http.get(`${BASE_URL}/api/departments`).json());
  return { credentials, riskIds: risks.map((r) => r.id), ownerId: risks[0].ownerId, departmentIds: departments.map((d) => d.id) };
}

/** @param {ReturnType<typeof setup>} data */
export default function (data) {
  const jar = http.cookieJar();
  if (!jar.cookiesForURL(BASE_URL)['connect.sid']) {
    http.post(`${BASE_URL}/api/login`, JSON.stringify(data.credentials), { headers: JSON_HEADERS });
  }
  const request = nextRequest({ ...data, random: Math.random });
  const body = request.body === undefined ? null : JSON.stringify(request.body);
  const res = http.request(request.method, `${BASE_URL}${request.path}`, body, { headers: JSON_HEADERS, tags: { name: request.name } });
  check(res, { '2xx': (r) => r.status >= 200 && r.status < 300 });
}
