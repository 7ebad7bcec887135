import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { xlsxFile } from '@rtm/backend/testing';
import { RISK_IMPORT_COLUMNS, type DepartmentDto, type UserDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { allPages, createDepartment, createUser, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const newKey = () => randomBytes(16).toString('hex');

/** Idempotency-Key on creating POSTs (gateway/src/http/idempotency.interceptor.ts). */
describe('Idempotency-Key', () => {
  let admin: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  const tag = unique('idem');

  const riskInput = (title: string) => ({
    title,
    riskType: 'operational',
    ownerId: owner.id,
    departmentIds: [department.id],
    likelihood: 2,
    impact: 3,
  });
  const risksTitled = async (title: string) =>
    Number((await admin.get(`/api/risks?search=${encodeURIComponent(title)}&limit=0`)).headers.get('x-total-count'));

  // The test database as its administrator: to forget a key the way a 5xx does (the gateway's own table).
  const db = new pg.Client({ connectionString: (JSON.parse(process.env.RTM_TEST_ENV!) as { DATABASE_URL: string }).DATABASE_URL });
  const forgetKey = (key: string) => db.query(`delete from gateway.idempotency_key where key = $1`, [key]);

  beforeAll(async () => {
    await db.connect();
    admin = await signedInAdmin();
    owner = await createUser(admin, { role: 'manager' });
    department = await createDepartment(admin, unique('Idem'));
  });

  afterAll(async () => {
    await db.end();
  });

  it('a repeat with the same key and body answers the first outcome and creates nothing new', async () => {
    const key = newKey();
    const title = `${tag} replayed`;
    const first = await admin.post('/api/risks', riskInput(title), withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await admin.post('/api/risks', riskInput(title), withKey(key));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await risksTitled(title)).toBe(1);

    // Without a key, or with another key, the same body is a new request.
    expect((await admin.post('/api/risks', riskInput(title), withKey(newKey()))).status).toBe(201);
    expect(await risksTitled(title)).toBe(2);
  });

  it('a create whose answer was lost (the key freed, as after a 503) is not carried out again: the service answers the first outcome', async () => {
    const departmentName = unique('Lost answer');
    const username = unique('lost_answer');
    const risk = (await admin.post('/api/risks', riskInput(`${tag} commented`))).body as { id: string };
    const task = (await admin.post('/api/tasks', { title: `${tag} lost answer` })).body as { id: string };
    const creates: [string, object][] = [
      ['/api/risks', riskInput(`${tag} answer lost`)],
      ['/api/departments', { name: departmentName }],
      ['/api/tasks', { title: `${tag} task answer lost` }],
      ['/api/comments', { content: `${tag} risk comment`, riskId: risk.id }],
      ['/api/comments', { content: `${tag} task comment`, taskId: task.id }],
      [
        '/api/users',
        { username, password: 'secret-123', email: `${username}@example.com`, firstName: 'Lost', lastName: 'Answer', role: 'team_member' },
      ],
    ];
    for (const [path, body] of creates) {
      const key = newKey();
      const first = await admin.post(path, body, withKey(key));
      expect(first.status).toBe(201);
      // The gateway frees a key whose request failed; the service had committed the create and keeps its outcome.
      await forgetKey(key);
      const again = await admin.post(path, body, withKey(key));
      expect({ path, status: again.status }).toEqual({ path, status: 201 });
      expect(again.body).toEqual(first.body);
    }
    expect(await risksTitled(`${tag} answer lost`)).toBe(1);
    const departments = await allPages<DepartmentDto>(admin, '/api/departments');
    expect(departments.filter((d) => d.name === departmentName)).toHaveLength(1);
    const tasks = await admin.get(`/api/tasks?search=${encodeURIComponent(`${tag} task answer lost`)}&limit=0`);
    expect(tasks.headers.get('x-total-count')).toBe('1');
    const comments = (await admin.get(`/api/comments/risk/${risk.id}`)).body as unknown[];
    expect(comments).toHaveLength(1);
    const users = (await admin.get(`/api/users?search=${username}`)).body as { username?: string }[];
    expect(users.filter((u) => u.username === username)).toHaveLength(1);
  });

  it('the same key with another body is a 422 with a message', async () => {
    const key = newKey();
    const name = unique('Dept');
    expect((await admin.post('/api/departments', { name }, withKey(key))).status).toBe(201);
    const other = await admin.post('/api/departments', { name: `${name} B` }, withKey(key));
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used for a different request \(POST \/api\/departments\)/);
    const sameKeyOtherPath = await admin.post('/api/risks', riskInput(`${tag} other path`), withKey(key));
    expect(sameKeyOtherPath.status).toBe(422);
  });

  it('two requests with the same key at the same time create one row and answer the same', async () => {
    const key = newKey();
    const title = `${tag} concurrent`;
    const answers = await Promise.all([0, 1, 2].map(() => admin.post('/api/risks', riskInput(title), withKey(key))));
    for (const answer of answers) expect(answer.status).toBe(201);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await risksTitled(title)).toBe(1);
  });

  it('a failed request frees its key: the corrected request runs under it', async () => {
    const key = newKey();
    const title = `${tag} corrected`;
    const invalid = await admin.post('/api/risks', { ...riskInput(title), likelihood: 9 }, withKey(key));
    expect(invalid.status).toBe(400);
    const fixed = await admin.post('/api/risks', riskInput(title), withKey(key));
    expect(fixed.status).toBe(201);
    expect(await risksTitled(title)).toBe(1);
  });

  it('keys are per user: another user with the same key runs their own request', async () => {
    const key = newKey();
    const { client: member } = await signedInAs(admin, 'team_member');
    const title = `${tag} per user`;
    const mine = await admin.post('/api/risks', riskInput(title), withKey(key));
    const theirs = await member.post('/api/risks', riskInput(title), withKey(key));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('a bulk upload repeated with its key imports the rows once and answers the same result', async () => {
    const key = newKey();
    const title = `${tag} bulk`;
    const file = await xlsxFile('Risks', RISK_IMPORT_COLUMNS, [
      [title, null, null, 'technical', 'open', null, null, 2, 3, owner.username, department.name],
    ]);
    const body = { fileData: file.toString('base64') };
    const first = await admin.post('/api/risks/bulk-upload', body, withKey(key));
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(1);
    const again = await admin.post('/api/risks/bulk-upload', body, withKey(key));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await risksTitled(title)).toBe(1);
  });

  it('a malformed key is a 400 with a message', async () => {
    const res = await admin.post('/api/departments', { name: unique('Dept') }, withKey('x'.repeat(256)));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key header must be 1 to 255 visible ASCII characters/);
  });
});
