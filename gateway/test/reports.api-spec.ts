import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS, REPORT_MESSAGES, RISK_MESSAGES, type DepartmentDto, type RiskView } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  clientFromOwnIp,
  createDepartment,
  createRiskWhenKnown,
  createUser,
  eventually,
  PASSWORD,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

/** The text of a PDF as poppler's pdftotext reads it (logical order: Arabic as it is typed, not as it is drawn). */
function pdfText(file: string): string {
  // Without the directional embeddings poppler writes around each run (U+202A to U+202E).
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
}

/** The fonts pdffonts lists: name and whether embedded. */
function pdfFonts(file: string): { name: string; embedded: boolean }[] {
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name type [encoding] emb sub uni object ID: read 'emb' from the end (ID, object, uni, sub, emb).
    return { name: columns[0], embedded: columns[columns.length - 5] === 'yes' };
  });
}

/** The share of a page's pixels that are not white, from pdftoppm's grey image of page 1 (PGM). */
function inkOfFirstPage(file: string, dir: string): number {
  const stem = path.join(dir, `page-${path.basename(file, '.pdf')}`);
  execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', '1', '-l', '1', file, stem]);
  const image = readdirSync(dir).find((name) => name.startsWith(path.basename(stem)) && name.endsWith('.pgm'));
  const bytes = readFileSync(path.join(dir, image!));
  // P5 header: magic, width height, maxval, each followed by whitespace.
  const header = bytes.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  const pixels = bytes.subarray(header![0].length);
  let ink = 0;
  for (const value of pixels) if (value < 200) ink++;
  return ink / pixels.length;
}

const HEADINGS = {
  en: {
    executive: [
      'Executive risk pack',
      'Risks per level',
      'Heat maps',
      'Risks outside appetite',
      'Ten highest residual risks',
      'Overdue treatment tasks',
      'Overdue reviews',
      'Level trend over 12 months',
      'Movements since the previous month',
    ],
    register: ['Risk register', 'Risk ID', 'Inherent', 'Residual'],
    page: /Page 1 of \d/,
  },
  ar: {
    executive: [
      'التقرير التنفيذي للمخاطر',
      'المخاطر حسب المستوى',
      'الخرائط الحرارية',
      'المخاطر خارج الرغبة في المخاطر',
      'أعلى عشر مخاطر متبقية',
      'مهام المعالجة المتأخرة',
      'المراجعات المتأخرة',
      'التحركات منذ الشهر السابق',
    ],
    register: ['سجل المخاطر', 'رقم الخطر', 'المتأصلة', 'المتبقية'],
    page: /صفحة\s*1\s*من\s*\d/,
  },
} as const;

/**
 * Committee packs (issue 29) through the gateway: the notification service asks the risk and task services for the
 * data, prints the HTML with Chromium and the gateway streams the PDF out of the object store. Each pack in both
 * languages is read back with poppler (text, fonts, a rendered page); then who may have which pack, and bad input.
 */
describe('committee packs (PDF reports)', () => {
  let admin: ApiClient;
  let executive: ApiClient;
  let member: ApiClient;
  let manager: ApiClient;
  let department: DepartmentDto;
  let other: DepartmentDto;
  let risks: RiskView[];
  let dir: string;
  const arabicTitle = `خطر انقطاع الشبكة ${unique('')}`;
  const hostileTitle = `<script>alert(1)</script> & ${unique('Report')}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-reports-'));
    admin = await signedInAdmin();
    executive = (await signedInAs(admin, 'executive')).client;
    member = (await signedInAs(admin, 'team_member')).client;
    department = await createDepartment(admin, unique('Reports'));
    other = await createDepartment(admin, unique('Elsewhere'));
    const managerUser = await createUser(admin, { role: 'manager', departmentId: department.id });
    manager = clientFromOwnIp();
    expect((await manager.login(managerUser.username, PASSWORD)).status).toBe(200);
    risks = [
      await createRiskWhenKnown(member, {
        title: arabicTitle,
        ownerId: managerUser.id,
        departmentIds: [department.id],
        likelihood: 5,
        impact: 5,
      }),
      await createRiskWhenKnown(member, {
        title: hostileTitle,
        ownerId: managerUser.id,
        departmentIds: [department.id],
        likelihood: 2,
        impact: 3,
      }),
    ];
    const task = await manager.post('/api/tasks', {
      title: unique('Overdue treatment'),
      dueDate: '2026-01-15',
      riskIds: [risks[0].id],
      assignedToId: managerUser.id,
    });
    expect(task.status).toBe(201);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function download(client: ApiClient, url: string, name: string): Promise<{ file: string; text: string }> {
    const res = await client.getBytes(url);
    expect({ url, status: res.status }).toEqual({ url, status: 200 });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, res.bytes);
    return { file, text: pdfText(file) };
  }

  function expectArabicFontEmbedded(file: string): void {
    const fonts = pdfFonts(file);
    expect(fonts).toEqual(expect.arrayContaining([{ name: expect.stringMatching(/NotoSansArabic|NotoNaskhArabic/), embedded: true }]));
  }

  it.each(['en', 'ar'] as const)(
    'makes the executive pack in %s: headings, page numbers, an embedded Arabic font, ink on page 1',
    async (language) => {
      const { file, text } = await download(executive, `/api/reports/executive.pdf?language=${language}`, `executive-${language}`);
      for (const heading of HEADINGS[language].executive) expect(text).toContain(heading);
      expect(text).toMatch(HEADINGS[language].page);
      // The risks' own rows are checked in the department pack: here, other test files' risks (one database in CI)
      // may fill the ten highest.
      expectArabicFontEmbedded(file);
      expect(inkOfFirstPage(file, dir)).toBeGreaterThan(0.01);
    },
    60_000,
  );

  it.each(['en', 'ar'] as const)(
    'makes the department pack in %s for its manager, with the overdue task',
    async (language) => {
      const { file, text } = await download(
        manager,
        `/api/reports/department.pdf?departmentId=${department.id}&language=${language}`,
        `department-${language}`,
      );
      expect(text).toContain(department.name);
      for (const heading of HEADINGS[language].executive.slice(1)) expect(text).toContain(heading);
      expect(text).toContain(risks[0].riskId);
      // Its Arabic words in logical order (the code-like suffix of a right-to-left title is drawn, and read back, before them in an English pack).
      expect(text).toContain('خطر انقطاع الشبكة');
      expect(text).toContain(hostileTitle);
      expect(text).toMatch(/TSK-\d{4}-\d+/);
      expectArabicFontEmbedded(file);
      expect(inkOfFirstPage(file, dir)).toBeGreaterThan(0.01);
    },
    60_000,
  );

  it.each(['en', 'ar'] as const)(
    'makes the register pack in %s from the risk list filters',
    async (language) => {
      const { file, text } = await download(
        admin,
        `/api/reports/register.pdf?departmentId=${department.id}&sort=riskScore&order=desc&language=${language}`,
        `register-${language}`,
      );
      for (const heading of HEADINGS[language].register) expect(text).toContain(heading);
      expect(text).toContain(risks[0].riskId);
      expect(text).toContain(risks[1].riskId);
      expect(text.indexOf(risks[0].riskId)).toBeLessThan(text.indexOf(risks[1].riskId));
      expectArabicFontEmbedded(file);
      expect(inkOfFirstPage(file, dir)).toBeGreaterThan(0.01);
    },
    60_000,
  );

  it('makes a pack as of an earlier day (the register starts today: the pack is as of its first day)', async () => {
    const { text } = await download(admin, `/api/reports/executive.pdf?asOf=2026-01-01`, 'executive-past');
    expect(text).toContain('Executive risk pack');
    expect(text).toContain('2026-01-01');
  }, 60_000);

  it('refuses packs to roles without them', async () => {
    const cases: [ApiClient, string, number, string][] = [
      [member, '/api/reports/executive.pdf', 403, ERRORS.forbidden],
      [member, `/api/reports/register.pdf`, 403, ERRORS.forbidden],
      [manager, '/api/reports/executive.pdf', 403, REPORT_MESSAGES.executiveOnly],
      [manager, `/api/reports/department.pdf?departmentId=${other.id}`, 403, REPORT_MESSAGES.notYourDepartment],
      [new ApiClient(), '/api/reports/executive.pdf', 401, ERRORS.unauthenticated],
    ];
    for (const [client, url, status, message] of cases) {
      const res = await client.get(url);
      expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status, message });
    }
  }, 30_000);

  it('refuses bad input with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['/api/reports/executive.pdf?language=fr', REPORT_MESSAGES.languageInvalid],
      ['/api/reports/executive.pdf?asOf=2026-02-30', REPORT_MESSAGES.asOfInvalid],
      ['/api/reports/executive.pdf?asOf=2999-01-01', REPORT_MESSAGES.asOfFuture],
      ['/api/reports/department.pdf', REPORT_MESSAGES.departmentRequired],
      ['/api/reports/department.pdf?departmentId=abc', REPORT_MESSAGES.departmentInvalid],
      ['/api/reports/register.pdf?status=later', RISK_MESSAGES.statusInvalid],
    ];
    for (const [url, message] of cases) {
      const res = await executive.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const missing = await executive.get('/api/reports/department.pdf?departmentId=999999');
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: REPORT_MESSAGES.departmentNotFound });
  }, 30_000);

  it('keeps the organisation name as a setting of system admins, changed with its settings_changed event and printed on every page', async () => {
    for (const client of [executive, manager, member]) expect((await client.get('/api/report-settings')).status).toBe(403);
    const initial = await admin.get<{ organisationName: string }>('/api/report-settings');
    expect(initial.status).toBe(200);
    expect(typeof initial.body.organisationName).toBe('string');
    const empty = await admin.request('PUT', '/api/report-settings', { body: { organisationName: '   ' } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(REPORT_MESSAGES.organisationNameRequired);
    expect((await admin.request('PUT', '/api/report-settings', { body: { organisationName: 'x'.repeat(201) } })).status).toBe(400);
    const name = `شركة النور ${unique('Org')}`;
    const saved = await admin.request<{ organisationName: string }>('PUT', '/api/report-settings', {
      body: { organisationName: ` ${name} ` },
    });
    expect({ status: saved.status, body: saved.body }).toEqual({ status: 200, body: { organisationName: name } });
    expect((await admin.get('/api/report-settings')).body).toEqual({ organisationName: name });
    const { text } = await download(executive, '/api/reports/executive.pdf?language=en', 'executive-organisation');
    const pages = (text.match(/Page \d+ of \d+/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);
    // Its Arabic words on every page (the header's), in logical order.
    expect(text.split('شركة النور').length - 1).toBeGreaterThanOrEqual(pages);
    const logged = await eventually(async () => {
      const res = await admin.get<{ actionType: string; description: string }[]>('/api/activities?actionType=settings_changed&limit=50');
      return res.body.find((a) => a.description.startsWith('Changed the report settings: organisationName'));
    });
    expect(logged.actionType).toBe('settings_changed');
  }, 60_000);
});
