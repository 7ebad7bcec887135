import { beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { xlsxFile } from '@rtm/backend/testing';
import { ERRORS, LANGUAGE_MESSAGES, RISK_IMPORT_COLUMNS, RISK_IMPORT_COLUMNS_AR, VALIDATION, type ActivityDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createUser, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

/** Messages a person sees come in the request's language (Accept-Language), English by default. */
describe('messages in the language of the request', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('answers validation messages in Arabic for Accept-Language ar, with the same keys and status', async () => {
    const arabic = await admin.post('/api/risks', { title: 'ab' }, { headers: { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.5' } });
    const english = await admin.post('/api/risks', { title: 'ab' });
    expect(arabic.status).toBe(400);
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual(expect.arrayContaining([VALIDATION.titleMin, VALIDATION.ownerRequired]));
    expect(arabic.body.errors).toEqual(expect.arrayContaining(['يجب ألا يقل العنوان عن 3 أحرف', 'يرجى اختيار مالك الخطر']));
    expect(arabic.body.errors).toHaveLength(english.body.errors.length);
    expect(arabic.body.message).toBe(arabic.body.errors.join('؛ '));
    expect(arabic.headers.get('content-language')).toBe('ar');
    expect(arabic.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('keeps English for clients that send no or another language', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/users')).body.message).toBe(ERRORS.unauthenticated);
    expect((await anonymous.get('/api/users', { headers: { 'Accept-Language': 'fr-FR' } })).body.message).toBe(ERRORS.unauthenticated);
    const arabic = await anonymous.get('/api/users', { headers: { 'Accept-Language': 'ar' } });
    expect(arabic.status).toBe(401);
    expect(arabic.body.message).toBe('يرجى تسجيل الدخول للمتابعة');
  });

  it('answers 4xx texts of the services in Arabic too', async () => {
    const res = await admin.get('/api/risks/00000000-0000-4000-8000-000000000000', { headers: { 'Accept-Language': 'ar' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('الخطر غير موجود');
  });

  it("keeps a user's own interface language on the server, English by default", async () => {
    const { client, user } = await signedInAs(admin, 'team_member');
    expect(user.language).toBe('en');
    const set = await client.patch('/api/auth/me/language', { language: 'ar' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: user.id, language: 'ar' });
    expect((await client.get('/api/auth/me')).body.language).toBe('ar');
    const listed = (await admin.get(`/api/users?search=${user.username}`)).body.find((u: { id: string }) => u.id === user.id);
    expect(listed.language).toBe('ar');

    const wrong = await client.patch('/api/auth/me/language', { language: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([LANGUAGE_MESSAGES.invalid]);
    expect((await client.get('/api/auth/me')).body.language).toBe('ar');

    // The change is an event: the activity log (and later the mail projection) learns the language.
    const logged = await eventually(async () => {
      const activities = (await admin.get('/api/activities')).body as ActivityDto[];
      return activities.find((a) => a.entityId === user.id && a.actionType === 'user_updated' && a.metadata?.language === 'ar');
    });
    expect(logged.description).toContain('Arabic');
  });

  it('lets nobody set a language without a session', async () => {
    const res = await new ApiClient().patch('/api/auth/me/language', { language: 'ar' });
    expect(res.status).toBe(401);
  });

  describe('spreadsheets', () => {
    const arabicHeaders = RISK_IMPORT_COLUMNS.map((c) => RISK_IMPORT_COLUMNS_AR[c]);
    const risksWorkbook = (rows: (string | number | null | undefined)[][], headers: readonly string[] = RISK_IMPORT_COLUMNS) =>
      xlsxFile('Risks', headers, rows);

    const template = async (language?: string) => {
      const res = await fetch(`${admin.baseUrl}/api/risks/template/download`, {
        headers: { Cookie: `connect.sid=${admin.sessionCookie}`, ...(language ? { 'Accept-Language': language } : {}) },
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
      return book;
    };
    const headersOf = (book: ExcelJS.Workbook, sheet: string) => (book.getWorksheet(sheet)!.getRow(1).values as unknown[]).slice(1);

    it('writes the template in the language of the request', async () => {
      const arabic = await template('ar');
      expect(headersOf(arabic, 'Risks')).toEqual(arabicHeaders);
      expect(headersOf(arabic, 'Values')).toEqual(expect.arrayContaining(['أنواع المخاطر', 'الحالات', 'المالكون']));
      expect(arabic.getWorksheet('Risks')!.getRow(1).getCell(1).note).toBeDefined();
      expect(headersOf(await template(), 'Risks')).toEqual([...RISK_IMPORT_COLUMNS]);
    });

    it("imports a sheet with either language's headers, and reports rows in error in the request's language", async () => {
      const tag = unique('arimport');
      const department = await createDepartment(admin, unique('قسم'));
      const owner = await createUser(admin, { role: 'manager', username: unique('owner') });
      const rows = (title: string) => [[title, null, null, 'technical', null, null, null, 2, 3, owner.username, department.name]];
      const upload = async (file: Buffer, language: string) =>
        admin.post('/api/risks/bulk-upload', { fileData: file.toString('base64') }, { headers: { 'Accept-Language': language } });

      // The risk service learns of the owner and department through events.
      const arabicFile = await risksWorkbook(rows(`${tag} عربي`), arabicHeaders);
      const created = await eventually(async () => {
        const res = await upload(arabicFile, 'ar');
        return res.body?.created === 1 ? res : undefined;
      }, 20_000);
      expect(created.body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0, details: [] });
      expect((await upload(await risksWorkbook(rows(`${tag} english`)), 'en')).body).toEqual({
        created: 1,
        updated: 0,
        unchanged: 0,
        errors: 0,
        details: [],
      });

      const wrong = await upload(await risksWorkbook(rows('ab'), arabicHeaders), 'ar');
      expect(wrong.body.details).toEqual([{ row: 2, column: 'العنوان', message: 'يجب ألا يقل العنوان عن 3 أحرف' }]);
      const wrongInEnglish = await upload(await risksWorkbook(rows('ab'), arabicHeaders), 'en');
      expect(wrongInEnglish.body.details).toEqual([{ row: 2, column: 'Title', message: VALIDATION.titleMin }]);
    });
  });
});
