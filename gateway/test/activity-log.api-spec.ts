import { beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { ActivityDto, UserDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import {
  PASSWORD,
  clientFromOwnIp,
  createDepartment,
  createUser,
  eventually,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Activity Log: filters and export (GET /api/activities, /export, /users)', () => {
  let admin: ApiClient;
  let manager: { client: ApiClient; user: UserDto };
  let member: ApiClient;
  /** The manager's own activity (a language change): the only one of this user, so filters can be checked exactly. */
  let own: ActivityDto;
  let departmentName: string;
  const lastName = unique('Audit');

  const list = (client: ApiClient, query: string) => client.get<ActivityDto[]>(`/api/activities?${query}`);
  const total = (res: { headers: Headers }) => Number(res.headers.get('x-total-count'));
  const download = (client: ApiClient, query: string) =>
    fetch(`${client.baseUrl}/api/activities/export?${query}`, { headers: { Cookie: `connect.sid=${client.sessionCookie}` } });
  const sheetRows = async (res: Response) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => rows.push(row));
    return { sheet, header: (rows[0].values as unknown[]).slice(1), rows: rows.slice(1) };
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    // A first name that is a formula unless the export escapes it.
    const user = await createUser(admin, { role: 'manager', firstName: '=SUM(1+1)', lastName });
    const client = clientFromOwnIp();
    expect((await client.login(user.username, PASSWORD)).status).toBe(200);
    manager = { client, user };
    member = (await signedInAs(admin, 'team_member')).client;
    expect((await client.patch('/api/auth/me/language', { language: 'ar' })).status).toBe(200);
    departmentName = unique('AuditDept');
    await createDepartment(admin, departmentName);
    // The log is built from events: on a busy CI run other files' imports can keep its consumer busy for a while.
    own = await eventually(async () => (await list(admin, `userId=${user.id}`)).body?.[0], 30_000);
    await eventually(
      async () => (await list(admin, 'actionType=department_created')).body?.some((a) => a.description.includes(departmentName)),
      30_000,
    );
  }, 90_000);

  it('filters by user: only that user’s activities, counted in X-Total-Count', async () => {
    const res = await list(admin, `userId=${manager.user.id}`);
    expect(res.status).toBe(200);
    expect(total(res)).toBe(1);
    expect(res.body).toEqual([expect.objectContaining({ actionType: 'user_updated', entityType: 'user', userId: manager.user.id })]);
    expect(own.user).toEqual({ firstName: '=SUM(1+1)', lastName, email: manager.user.email });
  });

  it('filters by action type, narrowing the whole log', async () => {
    const all = await list(admin, 'limit=1');
    const res = await list(admin, 'actionType=department_created&limit=200');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((a) => a.actionType === 'department_created')).toBe(true);
    expect(res.body.some((a) => a.description.includes(departmentName))).toBe(true);
    expect(total(res)).toBeLessThan(total(all));
  });

  it('filters by entity type, also combined with the other filters', async () => {
    const res = await list(admin, 'entityType=department&limit=200');
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((a) => a.entityType === 'department')).toBe(true);
    expect(total(await list(admin, `entityType=user&userId=${manager.user.id}`))).toBe(1);
    expect(total(await list(admin, `entityType=department&userId=${manager.user.id}`))).toBe(0);
    expect(total(await list(admin, `actionType=user_created&userId=${manager.user.id}`))).toBe(0);
  });

  it('filters by date range (from and to inclusive; a bare day covers the whole day)', async () => {
    const at = Date.parse(own.createdAt);
    const iso = (ms: number) => new Date(ms).toISOString();
    const count = async (range: string) => total(await list(admin, `userId=${manager.user.id}&${range}`));
    expect(await count(`from=${iso(at)}&to=${iso(at)}`)).toBe(1);
    expect(await count(`from=${iso(at + 1)}`)).toBe(0);
    expect(await count(`to=${iso(at - 1)}`)).toBe(0);
    const day = own.createdAt.slice(0, 10);
    expect(await count(`from=${day}&to=${day}`)).toBe(1);
    expect(await count(`from=${encodeURIComponent(new Date(at).toISOString().replace('Z', '+00:00'))}`)).toBe(1);
  });

  it.each([
    ['from=2026-13-01', 'from must be a date (YYYY-MM-DD) or a date-time with a time zone (ISO 8601)'],
    ['to=yesterday', 'to must be a date (YYYY-MM-DD) or a date-time with a time zone (ISO 8601)'],
    ['from=2026-11-23T10:00:00', 'from must be a date (YYYY-MM-DD) or a date-time with a time zone (ISO 8601)'],
    ['from=2026-11-24&to=2026-11-23', 'from must not be after to'],
    ['entityType=planet', 'entityType must be one of risk, task, user, department, comment, project, settings'],
    ['actionType=risk_exploded', expect.stringContaining('actionType must be one of risk_created')],
    ['userId=42', 'userId must be a uuid'],
  ])('rejects %s with 400 and a readable message (list and export)', async (query, message) => {
    const res = await admin.get(`/api/activities?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
    const file = await download(admin, query);
    expect(file.status).toBe(400);
    expect(((await file.json()) as { errors: string[] }).errors).toEqual([message]);
  });

  it('asks for a session (401) and refuses a team member (403)', async () => {
    const anonymous = clientFromOwnIp();
    for (const path of ['/api/activities?actionType=risk_created', '/api/activities/export', '/api/activities/users?search=a']) {
      expect((await anonymous.get(path)).status).toBe(401);
      expect((await member.get(path)).status).toBe(403);
    }
  });

  it('exports the filtered rows as .xlsx, with text that would be a formula escaped', async () => {
    const res = await download(manager.client, `userId=${manager.user.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { header, rows } = await sheetRows(res);
    expect(header).toEqual(['Date (UTC)', 'User', 'Email', 'Action', 'Entity Type', 'Entity ID', 'Description']);
    expect(rows).toHaveLength(1);
    const [date, user, email, action, entityType, entityId, description] = (rows[0].values as ExcelJS.CellValue[]).slice(1);
    expect((date as Date).toISOString()).toBe(own.createdAt);
    expect(user).toBe(`'=SUM(1+1) ${lastName}`);
    expect(rows[0].getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(rows[0].getCell(2).formula).toBeUndefined();
    expect([email, action, entityType, entityId, description]).toEqual([
      manager.user.email,
      'user_updated',
      'user',
      own.entityId,
      own.description,
    ]);
  });

  it('exports only the rows of the filters, every one of them, in the order of the list', async () => {
    const query = 'actionType=department_created&limit=200';
    const listed = await list(admin, query);
    const res = await download(admin, query);
    const { rows } = await sheetRows(res);
    const actions = rows.map((r) => r.getCell(4).value);
    expect(new Set(actions)).toEqual(new Set(['department_created']));
    // Other test files may add departments meanwhile: the file holds at least what the list had, newest first.
    expect(rows.length).toBeGreaterThanOrEqual(total(listed));
    const descriptions = rows.map((r) => r.getCell(7).value);
    expect(descriptions).toEqual(expect.arrayContaining(listed.body.map((a) => a.description)));
    expect(descriptions).toContain(`Created department ${departmentName}`);
  });

  it('exports headers in the language of the request', async () => {
    const res = await fetch(`${admin.baseUrl}/api/activities/export?userId=${manager.user.id}`, {
      headers: { Cookie: `connect.sid=${admin.sessionCookie}`, 'Accept-Language': 'ar' },
    });
    expect((await sheetRows(res)).header[1]).toBe('المستخدم');
  });

  it('searches the users of the user filter on the server', async () => {
    const res = await admin.get(`/api/activities/users?search=${encodeURIComponent(lastName.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: manager.user.id, firstName: '=SUM(1+1)', lastName, email: manager.user.email }]);
    expect((await admin.get(`/api/activities/users?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
