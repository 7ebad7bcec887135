import { describe, expect, it } from '@jest/globals';
import { ApiClient } from './support/api-client.js';
import { signedInAdmin, unique } from './support/fixtures.js';

/** Requests Node's HTTP parser refuses before Express: still `{ statusCode, message }` (found by the fuzz test). */
describe('requests the HTTP parser refuses', () => {
  it('answers a query string over the header limit with 431 and a message', async () => {
    const res = await new ApiClient().get(`/api/risks?search=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 431, message: 'The request address or headers are too large' });
  });
});

/** U+0000 anywhere in a request: PostgreSQL cannot store it, so the gateway refuses it first (found by the fuzz test). */
describe('texts holding the NUL character', () => {
  const refusal = { statusCode: 400, message: 'Texts cannot contain the NUL character (U+0000); remove it and try again' };

  it('answers 400 with a message for a body, a query or a sign-in, signed in or not', async () => {
    const admin = await signedInAdmin();
    const created = await admin.post('/api/departments', { name: `${unique('Dept')}\u0000`, description: 'x' });
    expect([created.status, created.body]).toEqual([400, refusal]);
    const searched = await admin.get('/api/risks/matrix?search=a%00b');
    expect([searched.status, searched.body]).toEqual([400, refusal]);
    const login = await new ApiClient().login('admin\u0000', 'x\u0000');
    expect([login.status, login.body]).toEqual([400, refusal]);
  });

  it('says so in Arabic when asked', async () => {
    const res = await new ApiClient().get('/api/risks?search=%00', { headers: { 'Accept-Language': 'ar' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('U+0000');
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
