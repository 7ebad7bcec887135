import { beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, createUser, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/tasks/export: the task list's matches as an .xlsx (headers in both languages, escaping, filters, order). */
describe('GET /api/tasks/export', () => {
  let admin: ApiClient;
  let member: ApiClient;
  let assignee: UserDto;
  let riskCode: string;
  const tag = unique('exporttask');

  const download = (client: ApiClient, query: string, language = 'en') =>
    fetch(`${client.baseUrl}/api/tasks/export?${query}`, {
      headers: { Cookie: `connect.sid=${client.sessionCookie}`, 'Accept-Language': language },
    });
  const sheetOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tasks-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { header: rows[0], rows: rows.slice(1) };
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = (await signedInAs(admin, 'team_member')).client;
    assignee = await createUser(admin, { firstName: 'Rana', lastName: 'Export' });
    const owner = await createUser(admin, { role: 'manager' });
    const department = await createDepartment(admin, unique('ExportDept'));
    const risk = await createRiskWhenKnown(admin, {
      title: `${tag} risk`,
      riskType: 'technical',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    riskCode = risk.riskId;
    const create = async (body: Record<string, unknown>) => {
      const res = await member.post('/api/tasks', body);
      expect(res.status).toBe(201);
    };
    await create({
      title: `${tag} alpha`,
      description: '=HYPERLINK("http://evil.example","click")',
      priority: 'critical',
      assignedToId: assignee.id,
      dueDate: '2030-01-15',
      riskIds: [risk.id],
    });
    await create({ title: `${tag} bravo`, description: '+1 plain', priority: 'low', status: 'in_progress' });
    await create({ title: `${tag} charlie`, priority: 'low', status: 'done' });
  }, 60_000);

  it('writes the tasks the list shows, with English headers and every column', async () => {
    const { header, rows } = await sheetOf(await download(member, `search=${encodeURIComponent(tag)}&sort=title&order=asc`));
    expect(header).toEqual([
      'Task ID',
      'Title',
      'Description',
      'Status',
      'Priority',
      'Assignee',
      'Assignee Email',
      'Due Date',
      'Linked Risks',
      'Created At (UTC)',
      'Updated At (UTC)',
    ]);
    expect(rows.map((r) => r[1])).toEqual([`${tag} alpha`, `${tag} bravo`, `${tag} charlie`]);
    const [alpha] = rows;
    expect(alpha[0]).toMatch(/^TSK-\d{4}-\d+$/);
    expect(alpha.slice(3, 7)).toEqual(['to_do', 'critical', 'Rana Export', assignee.email]);
    expect((alpha[7] as Date).toISOString().slice(0, 10)).toBe('2030-01-15');
    expect(alpha[8]).toBe(riskCode);
    expect(alpha[9]).toBeInstanceOf(Date);
    expect(alpha[10]).toBeInstanceOf(Date);
  });

  it('escapes text that a spreadsheet would take for a formula', async () => {
    const { rows } = await sheetOf(await download(member, `search=${encodeURIComponent(tag)}&sort=title&order=asc`));
    expect(rows[0][2]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[1][2]).toBe(`'+1 plain`);
  });

  it('writes the headers in Arabic for an Arabic request', async () => {
    const { header } = await sheetOf(await download(member, `search=${encodeURIComponent(tag)}`, 'ar'));
    expect(header.slice(0, 5)).toEqual(['معرّف المهمة', 'العنوان', 'الوصف', 'الحالة', 'الأولوية']);
    expect(header[10]).toBe('تاريخ التحديث (UTC)');
  });

  it("respects the list's filters and order", async () => {
    const search = `search=${encodeURIComponent(tag)}`;
    const low = await sheetOf(await download(member, `${search}&priority=low&sort=title&order=desc`));
    expect(low.rows.map((r) => r[1])).toEqual([`${tag} charlie`, `${tag} bravo`]);
    const inProgress = await sheetOf(await download(member, `${search}&status=in_progress`));
    expect(inProgress.rows.map((r) => r[1])).toEqual([`${tag} bravo`]);
    const assigned = await sheetOf(await download(member, `${search}&assignedToId=${assignee.id}`));
    expect(assigned.rows.map((r) => r[1])).toEqual([`${tag} alpha`]);
    // The newest first by default, as on the list.
    const newest = await sheetOf(await download(member, search));
    expect(newest.rows.map((r) => r[1])).toEqual([`${tag} charlie`, `${tag} bravo`, `${tag} alpha`]);
    const none = await sheetOf(await download(member, `search=${encodeURIComponent(unique('nothing'))}`));
    expect(none.rows).toEqual([]);
  });

  it('answers bad filters with 400 and a message, and no session with 401', async () => {
    const bad = await download(member, 'status=nope');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Status');
    const range = await download(member, 'dueFrom=2030-02-01&dueTo=2030-01-01');
    expect(range.status).toBe(400);
    expect((await new ApiClient().get('/api/tasks/export')).status).toBe(401);
  });
});
