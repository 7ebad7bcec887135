import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  RISK_EXPORT_HEADERS,
  RISK_IMPORT_COLUMNS,
  RISK_IMPORT_COLUMNS_AR,
  RISK_MESSAGES,
  type DepartmentDto,
  type RiskView,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, createUser, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const EN = RISK_EXPORT_HEADERS.en;

/** The export's header row, as the English export writes it. */
const HEADERS: string[] = [
  EN.riskId,
  ...RISK_IMPORT_COLUMNS,
  EN.riskScore,
  EN.riskLevel,
  EN.residualScore,
  EN.residualLevel,
  EN.ownerName,
  EN.ownerEmail,
  EN.treatment,
  EN.createdAt,
  EN.updatedAt,
];
const col = (header: string) => HEADERS.indexOf(header) + 1;

/** soffice --headless --convert-to <filter> of an .xlsx: the file LibreOffice Calc writes. */
function convert(xlsx: Buffer, to: 'ods' | 'xls' | 'csv'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'rtm-roundtrip-'));
  try {
    writeFileSync(join(dir, 'export.xlsx'), xlsx);
    // CSV: comma, double quotes, UTF-8 (76), as "CSV UTF-8" saves.
    const filter = to === 'csv' ? 'csv:Text - txt - csv (StarCalc):44,34,76' : to;
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', filter, '--outdir', dir, join(dir, 'export.xlsx')],
      {
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
    return readFileSync(join(dir, `export.${to}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the risk register round-trips through a spreadsheet (issue 27)', () => {
  let admin: ApiClient;
  let member: { client: ApiClient; user: UserDto };
  let owner: UserDto;
  let department: DepartmentDto;
  let other: DepartmentDto;
  const tag = unique('roundtrip');
  const risks: RiskView[] = [];

  const exportOf = async (client: ApiClient, query = `search=${tag}`, language = 'en') => {
    const res = await fetch(`${client.baseUrl}/api/risks/export?${query}`, {
      headers: { Cookie: `connect.sid=${client.sessionCookie}`, 'Accept-Language': language },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="risk-register-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    return Buffer.from(await res.arrayBuffer());
  };
  const sheetOf = async (file: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    return { book, sheet: book.getWorksheet('Risks')! };
  };
  /** The row of a Risk ID in the sheet. */
  const rowOf = (sheet: ExcelJS.Worksheet, riskId: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => void (row.getCell(1).value === riskId && (found = row)));
    return found!;
  };
  const bufferOf = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());
  const importFile = (client: ApiClient, file: Buffer, { dryRun = false, route = 'import', name = 'risks.xlsx', language = 'en' } = {}) =>
    client.postFile(`/api/risks/${route}${dryRun ? '?dryRun=true' : ''}`, file, {
      fileName: name,
      headers: { 'Accept-Language': language },
    });

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = await signedInAs(admin, 'team_member');
    owner = await createUser(admin, { role: 'manager', username: unique('rtowner'), firstName: 'Rana', lastName: unique('Haddad') });
    department = await createDepartment(admin, unique('Audit'));
    other = await createDepartment(admin, unique('=Treasury')); // a formula unless escaped
    const base = { ownerId: owner.id, departmentIds: [department.id], riskType: 'operational' };
    risks.push(await createRiskWhenKnown(admin, { ...base, title: `${tag} alpha`, description: '=1+2 looks like a formula' }));
    risks.push(await createRiskWhenKnown(admin, { ...base, title: `${tag} beta`, departmentIds: [department.id, other.id] }));
    risks.push(
      await createRiskWhenKnown(admin, {
        ...base,
        title: `${tag} gamma`,
        likelihood: 4,
        impact: 4,
        residualLikelihood: 2,
        residualImpact: 2,
      }),
    );
    // The member reported this open risk: they may edit it, and not the others.
    risks.push(await createRiskWhenKnown(member.client, { ...base, title: `${tag} delta` }));
  });

  it('GET /api/risks/export answers an .xlsx of the filtered list: Risk ID, the template columns, scores, owner, times', async () => {
    const { sheet } = await sheetOf(await exportOf(admin));
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.actualRowCount).toBe(1 + risks.length);
    // Newest Risk ID first.
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(risks.map((r) => r.riskId).reverse());
    const alpha = rowOf(sheet, risks[0].riskId);
    expect(alpha.getCell(col('Title')).value).toBe(`${tag} alpha`);
    expect(alpha.getCell(col('Description')).value).toBe("'=1+2 looks like a formula");
    expect(alpha.getCell(col('Owner')).value).toBe(owner.email);
    expect(alpha.getCell(col(EN.ownerName)).value).toBe(`Rana ${owner.lastName}`);
    expect(alpha.getCell(col(EN.riskScore)).value).toBe(9);
    expect(alpha.getCell(col(EN.riskLevel)).value).toBe('high');
    expect(alpha.getCell(col(EN.createdAt)).value).toEqual(new Date(risks[0].createdAt));
    expect(alpha.getCell(col(EN.updatedAt)).value).toBeNull();
    const beta = rowOf(sheet, risks[1].riskId);
    expect(
      String(beta.getCell(col('Departments')).value)
        .split('; ')
        .sort(),
    ).toEqual([department.name, `'${other.name}`].sort());
    const gamma = rowOf(sheet, risks[2].riskId);
    expect([gamma.getCell(col('Residual Likelihood')).value, gamma.getCell(col(EN.residualScore)).value]).toEqual([2, 4]);
  });

  it('writes the headers in the request language, and takes the list filters', async () => {
    const { sheet } = await sheetOf(await exportOf(admin, `search=${tag}&likelihood=4`, 'ar'));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe(RISK_EXPORT_HEADERS.ar.riskId);
    expect(headers[1]).toBe(RISK_IMPORT_COLUMNS_AR.Title);
    expect(headers.at(-1)).toBe(RISK_EXPORT_HEADERS.ar.updatedAt);
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(risks[2].riskId);
  });

  it('refuses an export without a session, and a filter the list refuses', async () => {
    expect((await new ApiClient().get(`/api/risks/export?search=${tag}`)).status).toBe(401);
    const bad = await admin.get('/api/risks/export?likelihood=9');
    expect(bad.status).toBe(400);
  });

  it('re-importing an untouched export changes nothing: the dry run and the import answer every row unchanged', async () => {
    const file = await exportOf(admin);
    const preview = await importFile(admin, file, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ created: 0, toCreate: 0, toUpdate: 0, unchanged: 4, errors: 0, details: [] });
    const done = await importFile(admin, file, { route: 'bulk-upload' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ created: 0, updated: 0, unchanged: 4, errors: 0, details: [] });
    const history = await admin.get(`/api/risks/${risks[0].id}/history`);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual(['created']);
  });

  it('export -> edit -> dry run (nothing written) -> import: creates, updates only the changed cells, refuses a conflict', async () => {
    const { book, sheet } = await sheetOf(await exportOf(admin));
    rowOf(sheet, risks[0].riskId).getCell(col('Title')).value = `${tag} alpha renamed`;
    const beta = rowOf(sheet, risks[1].riskId);
    beta.getCell(col('Likelihood')).value = 5;
    beta.getCell(col('Departments')).value = department.name;
    beta.getCell(col('Owner')).value = owner.username; // the same owner by another key: no change
    rowOf(sheet, risks[2].riskId).getCell(col('Title')).value = `${tag} gamma mine`;
    sheet.addRow([null, `${tag} epsilon`, null, null, 'technical', null, null, null, 2, 2, `Rana ${owner.lastName}`, other.name]);
    const file = await bufferOf(book);

    // Someone else changes gamma after the export.
    const patched = await admin.patch(`/api/risks/${risks[2].id}`, { description: 'changed meanwhile' });
    expect(patched.status).toBe(200);

    const preview = await importFile(admin, file, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ created: 0, toCreate: 1, toUpdate: 2, unchanged: 1, errors: 1 });
    const byRow = new Map(preview.body.details.map((d: { riskId: string | null }) => [d.riskId, d]));
    expect(byRow.get(risks[0].riskId)).toEqual({
      row: expect.any(Number),
      riskId: risks[0].riskId,
      action: 'update',
      changes: [{ field: 'title', from: `${tag} alpha`, to: `${tag} alpha renamed` }],
      message: null,
    });
    expect(byRow.get(risks[1].riskId)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'likelihood', from: 3, to: 5 },
        { field: 'departments', from: [department.name, other.name].sort().join('; '), to: department.name },
      ],
    });
    expect(byRow.get(risks[2].riskId)).toMatchObject({
      action: 'error',
      changes: [],
      message: expect.stringMatching(/^Updated At: Changed since the export by .+ at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/),
    });
    expect(byRow.get(null)).toMatchObject({ action: 'create', changes: [], message: null });
    // Nothing written.
    expect((await admin.get(`/api/risks/${risks[0].id}`)).body.title).toBe(`${tag} alpha`);
    expect(Number((await admin.get(`/api/risks?search=${tag}%20epsilon&limit=0`)).headers.get('x-total-count'))).toBe(0);

    const arabic = await importFile(admin, file, { dryRun: true, language: 'ar' });
    expect(arabic.body.details.find((d: { action: string }) => d.action === 'error').message).toMatch(
      /^تاريخ آخر تحديث: تغيّر منذ التصدير بواسطة .+ في \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/,
    );

    const done = await importFile(admin, file);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ created: 1, updated: 2, unchanged: 1, errors: 1 });
    expect(done.body.details).toEqual([
      { row: expect.any(Number), column: 'Updated At', message: expect.stringContaining('Changed since the export by ') },
    ]);
    const alpha = (await admin.get(`/api/risks/${risks[0].id}`)).body;
    expect(alpha.title).toBe(`${tag} alpha renamed`);
    const history = await admin.get(`/api/risks/${risks[0].id}/history`);
    expect(history.body[0]).toMatchObject({ action: 'updated', changes: { title: { from: `${tag} alpha`, to: `${tag} alpha renamed` } } });
    const beta2 = (await admin.get(`/api/risks/${risks[1].id}`)).body;
    expect([beta2.likelihood, beta2.departmentIds]).toEqual([5, [department.id]]);
    expect((await admin.get(`/api/risks/${risks[2].id}`)).body.title).toBe(`${tag} gamma`);
    const created = await admin.get(`/api/risks?search=${encodeURIComponent(`${tag} epsilon`)}`);
    expect(created.body).toEqual([expect.objectContaining({ ownerId: owner.id, departmentIds: [other.id] })]);
    // The activity log has one risk_updated entry for alpha, with its old and new values.
    await eventually(async () => {
      const log = await admin.get(`/api/activities?entityType=risk&actionType=risk_updated&limit=50`);
      return log.body.some((a: { entityId: string }) => a.entityId === risks[0].id);
    });

    // The same file again: alpha and beta are as it says now (unchanged), gamma still conflicts, epsilon would be new.
    const again = await importFile(admin, file, { dryRun: true });
    expect(again.body).toMatchObject({ toCreate: 1, toUpdate: 0, unchanged: 3, errors: 1 });
  });

  it("refuses a team member's row for a risk they may not edit, and updates their own", async () => {
    const { book, sheet } = await sheetOf(await exportOf(member.client));
    rowOf(sheet, risks[0].riskId).getCell(col('Title')).value = `${tag} alpha by member`;
    rowOf(sheet, risks[3].riskId).getCell(col('Title')).value = `${tag} delta by member`;
    const res = await importFile(member.client, await bufferOf(book));
    expect(res.status).toBe(200);
    // Their untouched rows of risks they may not edit are unchanged, not refused.
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: risks.length - 1, errors: 1 });
    expect(res.body.details).toEqual([{ row: expect.any(Number), column: 'Risk ID', message: RISK_MESSAGES.forbiddenEdit }]);
    expect((await admin.get(`/api/risks/${risks[3].id}`)).body.title).toBe(`${tag} delta by member`);
    expect((await admin.get(`/api/risks/${risks[0].id}`)).body.title).toBe(`${tag} alpha renamed`);
  });

  it('reads back an export with Arabic headers, and a title that looks escaped already, unchanged', async () => {
    const quoted = await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [department.id], title: `'=${tag} quoted` });
    const file = await exportOf(admin, `search=${tag}`, 'ar');
    const { sheet } = await sheetOf(file);
    expect(rowOf(sheet, quoted.riskId).getCell(col('Title')).value).toBe(`''=${tag} quoted`);
    const res = await importFile(admin, file, { dryRun: true, language: 'ar' });
    expect(res.body).toMatchObject({ toCreate: 0, toUpdate: 0, errors: 0 });
    expect(res.body.unchanged).toBeGreaterThan(risks.length);
    expect((await admin.request('DELETE', `/api/risks/${quoted.id}`)).status).toBe(204);
  });

  it('answers a Risk ID that does not exist as an error of its row', async () => {
    const { book, sheet } = await sheetOf(await exportOf(admin));
    rowOf(sheet, risks[0].riskId).getCell(1).value = 'RSK-1999-9999';
    const res = await importFile(admin, await bufferOf(book), { dryRun: true });
    expect(res.body.details).toEqual([
      expect.objectContaining({
        riskId: 'RSK-1999-9999',
        action: 'error',
        message: `Risk ID: ${RISK_MESSAGES.importRiskNotFound('RSK-1999-9999')}`,
      }),
    ]);
  });

  it('runs a file of more than 100 updates as a job its uploader follows, refusing a risk changed after the upload', async () => {
    const label = unique('importjob');
    const made: RiskView[] = [];
    const base = { ownerId: owner.id, departmentIds: [department.id], riskType: 'operational' };
    for (let i = 0; i < 110; i += 10)
      made.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => createRiskWhenKnown(admin, { ...base, title: `${label} ${i + j}` })))),
      );
    const { book, sheet } = await sheetOf(await exportOf(admin, `search=${label}`));
    for (const risk of made) rowOf(sheet, risk.riskId).getCell(col('Title')).value = `${risk.title} edited`;

    const started = await importFile(admin, await bufferOf(book));
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ created: 0, updated: 0, unchanged: 0, errors: 0, details: [], jobId: expect.any(String) });
    const { jobId } = started.body as { jobId: string };
    // Changed by someone else after the upload: if its batch has not run yet, the job refuses it by its Risk ID.
    const last = made[made.length - 1];
    await admin.patch(`/api/risks/${last.id}`, { description: 'changed after the upload' });

    const done = await eventually(async () => {
      const res = await admin.get(`/api/risks/import/${jobId}`);
      expect(res.status).toBe(200);
      return res.body.state === 'done' && res.body;
    }, 120_000);
    expect(done).toMatchObject({ jobId, state: 'done', total: 110, processed: 110 });
    expect(done.updated + done.refused.length).toBe(110);
    for (const refusal of done.refused)
      expect(refusal).toEqual({ id: last.riskId, code: 'conflict', message: expect.stringContaining('Changed since the export by ') });
    expect((await admin.get(`/api/risks/${made[0].id}`)).body.title).toBe(`${made[0].title} edited`);

    const stranger = await member.client.get(`/api/risks/import/${jobId}`);
    expect(stranger.status).toBe(403);
    expect((await admin.get('/api/risks/import/not-a-job')).status).toBe(400);
    expect((await new ApiClient().get(`/api/risks/import/${jobId}`)).status).toBe(401);
  }, 240_000);

  describe('files made by LibreOffice Calc', () => {
    let edited: Buffer;
    beforeAll(async () => {
      const { book, sheet } = await sheetOf(await exportOf(admin));
      rowOf(sheet, risks[1].riskId).getCell(col('Title')).value = `${tag} beta from calc`;
      edited = await bufferOf(book);
    });

    it.each(['ods', 'xls', 'csv'] as const)('imports the export saved as .%s: one update, the rest unchanged', async (format) => {
      const file = convert(edited, format);
      const preview = await importFile(admin, file, { dryRun: true, name: `risks.${format}` });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ toCreate: 0, toUpdate: 1, unchanged: risks.length, errors: 0 });
      expect(preview.body.details).toEqual([
        expect.objectContaining({
          riskId: risks[1].riskId,
          changes: [{ field: 'title', from: `${tag} beta`, to: `${tag} beta from calc` }],
        }),
      ]);
    });

    it('takes a .csv with a byte-order mark, and imports an .ods for real', async () => {
      const csv = convert(edited, 'csv');
      const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv.subarray(csv[0] === 0xef ? 3 : 0)]);
      const preview = await importFile(admin, withBom, { dryRun: true, name: 'risks.csv' });
      expect(preview.body).toMatchObject({ toUpdate: 1, errors: 0 });
      const done = await importFile(admin, convert(edited, 'ods'), { name: 'risks.ods' });
      expect(done.body).toMatchObject({ created: 0, updated: 1, errors: 0 });
      expect((await admin.get(`/api/risks/${risks[1].id}`)).body.title).toBe(`${tag} beta from calc`);
    });

    it("keeps the spec's Upload Risks to .xlsx and .xls", async () => {
      const res = await importFile(admin, convert(edited, 'ods'), { route: 'bulk-upload', dryRun: true, name: 'risks.ods' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RISK_MESSAGES.notSpreadsheet);
      const csv = await importFile(admin, Buffer.from('Title,Risk Type\n'), { route: 'bulk-upload', name: 'risks.csv' });
      expect(csv.status).toBe(400);
      expect(csv.body.message).toBe(RISK_MESSAGES.notSpreadsheet);
    });

    it('refuses a .csv that is not UTF-8', async () => {
      const latin1 = Buffer.from('Title,Risk Type,Owner,Departments\nCaf\xe9,technical,x,y\n', 'latin1');
      const res = await importFile(admin, latin1, { dryRun: true, name: 'risks.csv' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RISK_MESSAGES.csvNotUtf8);
    });
  });

  afterAll(() => undefined);
});
