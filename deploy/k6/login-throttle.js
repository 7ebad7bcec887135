// k6 script: wrong passwords against one username must turn into 429 after LOGIN_MAX_ATTEMPTS.
// k6 run -e BASE_URL=http://localhost:3000 deploy/k6/login-throttle.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
export const options = { vus: 1, iterations: 10 };

export default function () {
  const r = http.post(`${BASE_URL}/api/login`, JSON.stringify({ username: 'k6-nobody', password: 'wrong-password' }), {
    headers: { 'Content-Type': 'application/json' },
  });
  check(r, { 'refused (401 or 429)': (res) => res.status === 401 || res.status === 429 });
}
