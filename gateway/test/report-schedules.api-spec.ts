import { beforeAll, describe, expect, it } from '@jest/globals';
import { REPORT_MESSAGES, REPORT_SCHEDULE_MESSAGES as M, type ReportScheduleDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { createDepartment, createUser, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const SOME_UUID = '00000000-0000-4000-8000-000000000001';

/**
 * Schedules of committee packs (issue 29) through the gateway: system admins only; what a schedule holds, its next
 * run, the checks of its fields and references with their messages, and each change in the activity log.
 */
describe('/api/report-schedules', () => {
  let admin: ApiClient;
  let executive: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;

  const weekly = () => ({
    name: unique('Board pack'),
    pack: 'executive',
    cadence: 'weekly',
    weekday: 1,
    timeOfDay: '08:00',
    recipientRoles: ['executive'],
  });

  beforeAll(async () => {
    admin = await signedInAdmin();
    executive = (await signedInAs(admin, 'executive')).client;
    manager = (await signedInAs(admin, 'manager')).client;
    member = (await signedInAs(admin, 'team_member')).client;
  }, 60_000);

  it('refuses every route to anyone but a system admin', async () => {
    for (const client of [executive, manager, member]) {
      expect((await client.get('/api/report-schedules')).status).toBe(403);
      expect((await client.post('/api/report-schedules', weekly())).status).toBe(403);
      expect((await client.patch(`/api/report-schedules/${SOME_UUID}`, { active: false })).status).toBe(403);
      expect((await client.request('DELETE', `/api/report-schedules/${SOME_UUID}`)).status).toBe(403);
    }
  });

  it('creates, lists, changes and deletes a schedule, with its next run and each change logged', async () => {
    const department = await createDepartment(admin, unique('Scheduled'));
    const picked = await createUser(admin, { role: 'manager', departmentId: department.id, firstName: 'Lina', lastName: 'Haddad' });
    const created = await admin.post('/api/report-schedules', {
      name: unique('Department pack'),
      pack: 'department',
      departmentId: department.id,
      cadence: 'monthly',
      dayOfMonth: 31,
      weekday: 3,
      timeOfDay: '07:30',
      recipientRoles: ['executive'],
      recipientUserIds: [picked.id],
      language: 'ar',
    });
    expect(created.status).toBe(201);
    const schedule = created.body as ReportScheduleDto;
    expect(schedule).toMatchObject({
      pack: 'department',
      departmentId: department.id,
      departmentName: department.name,
      cadence: 'monthly',
      dayOfMonth: 31,
      // A monthly schedule keeps no weekday.
      weekday: null,
      timeOfDay: '07:30',
      recipientUserIds: [picked.id],
      recipientUsers: [expect.objectContaining({ id: picked.id, firstName: 'Lina', lastName: 'Haddad' })],
      language: 'ar',
      active: true,
      lastRunAt: null,
    });
    // The next run is in the future, at 07:30 (MAIL_TIME_ZONE is UTC in tests), on the 31st or a shorter month's last day.
    const next = new Date(schedule.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.toISOString().slice(11, 16)).toBe('07:30');
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    expect(next.getUTCDate()).toBe(lastDay);

    const listed = await admin.get('/api/report-schedules?limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((s: ReportScheduleDto) => s.id)).toContain(schedule.id);

    const paused = await admin.patch(`/api/report-schedules/${schedule.id}`, { active: false, cadence: 'quarterly' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: schedule.id, active: false, nextRunAt: null, cadence: 'quarterly', dayOfMonth: 31 });

    const removed = await admin.request('DELETE', `/api/report-schedules/${schedule.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.patch(`/api/report-schedules/${schedule.id}`, { active: true })).status).toBe(404);

    const logged = await eventually(async () => {
      const res = await admin.get('/api/activities?entityType=settings&actionType=settings_changed&limit=100');
      const rows = (res.body as { entityId: string; metadata: { change: string; setting: string } }[]).filter(
        (r) => r.entityId === schedule.id,
      );
      return rows.length === 3 ? rows : undefined;
    });
    expect(logged.map((r) => r.metadata.change).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(new Set(logged.map((r) => r.metadata.setting))).toEqual(new Set(['report_schedule']));
  }, 60_000);

  it('answers each wrong field with a clear 400 and stores nothing', async () => {
    const before = (await admin.get('/api/report-schedules?limit=100')).body.total as number;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...weekly(), name: '  ' }, M.nameRequired],
      [{ ...weekly(), name: 'x'.repeat(201) }, M.nameTooLong],
      [{ ...weekly(), pack: 'annual' }, REPORT_MESSAGES.packInvalid],
      [{ ...weekly(), cadence: 'daily' }, M.cadenceInvalid],
      [{ ...weekly(), weekday: 8 }, M.weekdayRequired],
      [{ ...weekly(), weekday: null }, M.weekdayRequired],
      [{ ...weekly(), cadence: 'monthly' }, M.dayOfMonthRequired],
      [{ ...weekly(), timeOfDay: '24:00' }, M.timeInvalid],
      [{ ...weekly(), timeOfDay: '8:00' }, M.timeInvalid],
      [{ ...weekly(), recipientRoles: ['team_member'] }, M.rolesInvalid],
      [{ ...weekly(), recipientRoles: ['manager'] }, M.executiveRoles],
      [{ ...weekly(), recipientRoles: [] }, M.recipientsRequired],
      [{ ...weekly(), recipientUserIds: ['nope'] }, M.usersInvalid],
      [{ ...weekly(), recipientUserIds: [SOME_UUID] }, M.userNotFound(SOME_UUID)],
      [{ ...weekly(), recipientDepartmentIds: [2_000_000_000] }, M.departmentNotFound(2_000_000_000)],
      [{ ...weekly(), language: 'fr' }, M.languageInvalid],
      [{ ...weekly(), active: 'yes' }, M.activeInvalid],
      [{ ...weekly(), filters: { status: 'open' } }, M.filtersOnlyRegister],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/report-schedules', body);
      const errors: string[] = res.body?.errors ?? [res.body?.message];
      expect({ body, status: res.status, errors }).toEqual({ body, status: 400, errors: expect.arrayContaining([message]) });
    }
    // A team member named one by one may not receive a pack.
    const teamMember = await createUser(admin, { role: 'team_member', firstName: 'Omar', lastName: 'Said' });
    const refused = await admin.post('/api/report-schedules', { ...weekly(), recipientUserIds: [teamMember.id] });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: M.userNotAllowed('Omar Said') });
    expect((await admin.get('/api/report-schedules?limit=100')).body.total).toBe(before);
    expect((await admin.get('/api/report-schedules?limit=101')).status).toBe(400);
    expect((await admin.patch('/api/report-schedules/42', { active: true })).body.errors ?? []).toContain(M.idInvalid);
  }, 60_000);

  it('keeps a register pack with the risk list filters, without paging', async () => {
    const res = await admin.post('/api/report-schedules', {
      name: unique('Register'),
      pack: 'register',
      cadence: 'quarterly',
      dayOfMonth: 1,
      timeOfDay: '06:00',
      recipientRoles: ['manager', 'executive'],
      filters: { status: ['open'], level: ['high', 'critical'], limit: 10, offset: 20 },
    });
    expect(res.status).toBe(201);
    expect(res.body.filters).toEqual({ status: ['open'], level: ['high', 'critical'] });
    expect([1, 4, 7, 10]).toContain(new Date(res.body.nextRunAt).getUTCMonth() + 1);
    await admin.request('DELETE', `/api/report-schedules/${res.body.id}`);
  });
});
