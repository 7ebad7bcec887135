import { beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, createUser, signedInAdmin, unique } from './support/fixtures.js';

/**
 * Issue 23: fourteen malformed requests the security audit found answering 500, each now a 400 with a message a
 * person can act on. Refused where every route shares it: the bounded whole numbers of the contracts' validation
 * (ids and offsets end at PostgreSQL's integer) and the gateway's walk over each body (lone surrogates, nesting).
 */
const OFFSET = 'Offset must be a whole number from 0 to 2147483647';
const DEPARTMENT_ID = 'Department must be a department id';
const LONE_SURROGATE =
  'A text contains half of a character (a lone UTF-16 surrogate), often left by cutting an emoji in two; retype or remove it and try again';
const TOO_DEEP = 'The request nests lists or objects too deeply (at most 32 levels); send the fields the form has';

/** The message of a 400, whether the gateway answered one text or the validation's list. */
const messageOf = (body: { message?: string | string[] }) => (Array.isArray(body.message) ? body.message.join(' | ') : body.message);

describe('malformed input answers 400 with a message, never 500', () => {
  let admin: ApiClient;
  let ownerId: string;
  let departmentId: number;
  let riskId: string;

  beforeAll(async () => {
    admin = await signedInAdmin();
    const department = await createDepartment(admin);
    departmentId = department.id;
    ownerId = (await createUser(admin, { role: 'manager', departmentId })).id;
    riskId = (await createRiskWhenKnown(admin, { ownerId, departmentIds: [departmentId] })).id;
  });

  it.each([
    ['past 32 bits', 2_147_483_648],
    ['1e20', 1e20],
  ])('refuses a department id %s in a new risk', async (_, id) => {
    const res = await admin.post('/api/risks', { title: unique('Risk '), riskType: 'operational', ownerId, departmentIds: [id] });
    expect(res.status).toBe(400);
    expect(messageOf(res.body)).toBe(DEPARTMENT_ID);
  });

  it('refuses a department id past 32 bits in a risk change and in a path', async () => {
    const changed = await admin.patch(`/api/risks/${riskId}`, { departmentIds: [departmentId, 2 ** 63] });
    expect([changed.status, messageOf(changed.body)]).toEqual([400, DEPARTMENT_ID]);
    const manager = await admin.patch('/api/departments/2147483648/manager', { managerId: ownerId });
    expect([manager.status, messageOf(manager.body)]).toEqual([400, 'Department id must be a number']);
  });

  describe.each(['/api/risks', '/api/tasks', '/api/activities', '/api/activities/mine', '/api/security-events'])('%s', (path) => {
    it.each(['1e20', '9223372036854775808', '2147483648'])('refuses offset=%s', async (offset) => {
      const res = await admin.get(`${path}?offset=${offset}`);
      expect(res.status).toBe(400);
      expect(messageOf(res.body)).toBe(OFFSET);
    });

    it('still takes the largest offset PostgreSQL can', async () => {
      const res = await admin.get(`${path}?offset=2147483647`);
      expect(res.status).toBe(200);
    });
  });

  it('refuses a lone surrogate in a risk, a comment and a department', async () => {
    const risk = await admin.post('/api/risks', {
      title: 'Half an emoji \ud83d',
      riskType: 'operational',
      ownerId,
      departmentIds: [departmentId],
    });
    const comment = await admin.post('/api/comments', { riskId, content: 'Cut here \udc00 in two' });
    const department = await admin.post('/api/departments', { name: unique('Dept \ud800') });
    for (const res of [risk, comment, department])
      expect([res.status, res.body]).toEqual([400, { statusCode: 400, message: LONE_SURROGATE }]);
    // A whole pair (an emoji) is a character like any other.
    const whole = await admin.post('/api/comments', { riskId, content: 'Fine 😀' });
    expect(whole.status).toBe(201);
  });

  it('refuses JSON nested 20,000 deep, with the server still answering after it', async () => {
    const depth = 20_000;
    const res = await admin.request('POST', '/api/risks', { raw: `{"title":${'['.repeat(depth)}1${']'.repeat(depth)}}` });
    expect([res.status, res.body]).toEqual([400, { statusCode: 400, message: TOO_DEEP }]);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('says so in Arabic when asked', async () => {
    const res = await admin.post('/api/departments', { name: 'قسم \ud800' }, { headers: { 'Accept-Language': 'ar' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(res.body.message).toContain('UTF-16');
  });
});
