import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { xlsFile, xlsxFile, type SheetRow } from '@rtm/backend/testing';
import { RISK_IMPORT_COLUMNS, RISK_MESSAGES, VALIDATION, type DepartmentDto, type UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createUser, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

/** Spreadsheets in the import template's layout (a 'Risks' sheet with its header row). */
const risksWorkbook = (rows: SheetRow[]) => xlsxFile('Risks', RISK_IMPORT_COLUMNS, rows);
const risksXls = (rows: SheetRow[]) => xlsFile('Risks', RISK_IMPORT_COLUMNS, rows);

describe('risk spreadsheets', () => {
  let admin: ApiClient;
  let member: { client: ApiClient; user: UserDto };
  let owner: UserDto;
  let department: DepartmentDto;
  const tag = unique('apiimport');

  const upload = (file: Buffer, client = member.client) => client.post('/api/risks/bulk-upload', { fileData: file.toString('base64') });
  const count = async () => Number((await admin.get(`/api/risks?search=${tag}&limit=0`)).headers.get('x-total-count'));

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = await signedInAs(admin, 'team_member');
    owner = await createUser(admin, { role: 'manager', username: unique('owner'), firstName: 'Lina', lastName: unique('Nasser') });
    department = await createDepartment(admin, unique('=Quality')); // a name that is a formula unless escaped
  });

  it('GET /api/risks/template/download sends risk_upload_template.xlsx with the Values sheet and drop-downs', async () => {
    // the new owner and department reach the risk service through events
    const template = await eventually(async () => {
      const res = await fetch(`${admin.baseUrl}/api/risks/template/download`, {
        headers: { Cookie: `connect.sid=${admin.sessionCookie}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="risk_upload_template.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
      const values = book.getWorksheet('Values')!;
      const all = values.getSheetValues().flat().map(String);
      return all.includes(`'${department.name}`) && all.includes(owner.username) ? book : undefined;
    });
    expect(template.worksheets.map((w) => w.name)).toEqual(['Risks', 'Values']);
    expect((template.getWorksheet('Risks')!.getRow(1).values as unknown[]).slice(1)).toEqual([...RISK_IMPORT_COLUMNS]);
    const validations = (template.getWorksheet('Risks') as unknown as { dataValidations: { model: Record<string, { type: string }> } })
      .dataValidations.model;
    expect(validations.D2).toMatchObject({ type: 'list' });
    expect(validations.J2).toMatchObject({ type: 'list' });
  });

  /** The Values sheet of the template `client` downloads, as the texts of its columns by header. */
  async function valuesSheet(client: ApiClient): Promise<Map<string, string[]>> {
    const res = await fetch(`${client.baseUrl}/api/risks/template/download`, {
      headers: { Cookie: `connect.sid=${client.sessionCookie}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = book.getWorksheet('Values')!;
    const columns = new Map<string, string[]>();
    sheet.getRow(1).eachCell((cell, col) => {
      const values: string[] = [];
      sheet.getColumn(col).eachCell((c, row) => void (row > 1 && values.push(String(c.value))));
      columns.set(String(cell.value), values);
    });
    return columns;
  }

  it('lists sign-in names only to a system admin: other roles get owners by name and e-mail (issue 23)', async () => {
    const adminValues = await eventually(async () => {
      const values = await valuesSheet(admin);
      return values.get('Owners')?.includes(owner.username) ? values : undefined;
    });
    expect(adminValues.get('Owner Email')).toContain(owner.email);

    for (const role of ['manager', 'team_member', 'executive'] as const) {
      const { client } = role === 'team_member' ? member : await signedInAs(admin, role);
      const values = await valuesSheet(client);
      const everything = [...values.values()].flat();
      expect(everything).not.toContain(owner.username);
      expect(values.get('Owners')).toContain(owner.email);
      expect(values.get('Owner Name')).toContain(`Lina ${owner.lastName}`);
      expect(values.get('Owner Email')).toContain(owner.email);
    }
  });

  it('imports a row whose owner is given by e-mail, as the non-admin template lists it', async () => {
    const res = await upload(
      await risksWorkbook([
        [`${tag} by email`, null, null, 'technical', null, null, null, 2, 2, String(owner.email).toUpperCase(), department.name],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0, details: [] });
    const listed = await member.client.get(`/api/risks?search=${encodeURIComponent(`${tag} by email`)}`);
    expect(listed.body).toEqual([expect.objectContaining({ ownerId: owner.id })]);
  });

  it('POST /api/risks/bulk-upload creates the valid rows and reports the others with row, column and message', async () => {
    const file = await risksWorkbook([
      [`${tag} one`, null, null, 'technical', 'open', null, 'once', 2, 3, owner.username.toUpperCase(), department.name],
      [`${tag} two`, 'by e-mail', null, 'Financial', 'Under Review', 'qq system', null, 5, 5, owner.email, `'${department.name}`],
      ['ab', null, null, 'technical', null, null, null, 1, 1, owner.username, department.name],
      [`${tag} four`, null, null, 'technical', null, null, null, 9, 1, 'nobody@example.com', department.name],
    ]);
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2);
    expect(res.body.errors).toBe(2);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'Title', message: VALIDATION.titleMin },
        { row: 5, column: 'Owner', message: expect.stringContaining('was not found') },
        { row: 5, column: 'Likelihood', message: RISK_MESSAGES.likelihoodRange },
      ]),
    );
    const listed = await member.client.get(`/api/risks?search=${tag}%20two`);
    expect(listed.body[0]).toMatchObject({
      riskType: 'financial',
      status: 'under_review',
      affectedApp: 'qq_system',
      riskLevel: 'critical',
      ownerId: owner.id,
    });
  });

  it('imports a legacy .xls', async () => {
    const res = await upload(
      risksXls([[`${tag} legacy`, null, null, 'clinical', null, null, null, 1, 2, owner.username, department.name]]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0, details: [] });
  });

  it('takes the file as multipart/form-data, and a repeat with its Idempotency-Key imports it once', async () => {
    const file = await risksWorkbook([
      [`${tag} multipart`, null, null, 'technical', null, null, null, 2, 2, owner.username, department.name],
    ]);
    const key = `upload-${tag}`;
    const first = await member.client.postFile('/api/risks/bulk-upload', file, { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0, details: [] });
    const again = await member.client.postFile('/api/risks/bulk-upload', file, { headers: { 'Idempotency-Key': key } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(
      Number((await admin.get(`/api/risks?search=${encodeURIComponent(`${tag} multipart`)}&limit=0`)).headers.get('x-total-count')),
    ).toBe(1);
  });

  it('refuses a multipart upload that is not a spreadsheet, has no file, two files, or more than 10 MB', async () => {
    const before = await count();
    const notSheet = await member.client.postFile('/api/risks/bulk-upload', Buffer.from('Title,Owner\nx,y\n'), { fileName: 'risks.csv' });
    expect(notSheet.status).toBe(400);
    expect(notSheet.body.message).toBe(RISK_MESSAGES.notSpreadsheet);
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    const missing = await member.client.request('POST', '/api/risks/bulk-upload', { form: noFile });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(RISK_MESSAGES.fileDataRequired);
    const two = new FormData();
    const sheet = new Blob([new Uint8Array(await risksWorkbook([]))]);
    two.append('file', sheet, 'a.xlsx');
    two.append('file', sheet, 'b.xlsx');
    const twoFiles = await member.client.request('POST', '/api/risks/bulk-upload', { form: two });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toBe(RISK_MESSAGES.uploadMalformed);
    const tooBig = await member.client.postFile(
      '/api/risks/bulk-upload',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(10 * 1024 * 1024 + 10)]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(RISK_MESSAGES.fileTooLarge);
    const broken = await member.client.request('POST', '/api/risks/bulk-upload', {
      raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\x03\x04',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(RISK_MESSAGES.uploadMalformed);
    expect(await count()).toBe(before);
  });

  it('takes a file larger than one NATS message', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [
      `${tag} big ${i}`,
      randomBytes(600).toString('base64'),
      null,
      'operational',
      null,
      null,
      null,
      1,
      1,
      owner.username,
      department.name,
    ]);
    const file = await risksWorkbook(rows);
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 2000, updated: 0, unchanged: 0, errors: 0, details: [] });
  }, 120_000);

  it('refuses what is not a spreadsheet, bad base64, a missing file and a file over 10 MB, creating nothing', async () => {
    const before = await count();
    const notSheet = await upload(Buffer.from('Title,Owner\nx,y\n'));
    expect(notSheet.status).toBe(400);
    expect(notSheet.body.message).toBe(RISK_MESSAGES.notSpreadsheet);
    const badBase64 = await member.client.post('/api/risks/bulk-upload', { fileData: '***' });
    expect(badBase64.status).toBe(400);
    expect(badBase64.body.message).toBe(RISK_MESSAGES.fileDataInvalid);
    const missing = await member.client.post('/api/risks/bulk-upload', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(RISK_MESSAGES.fileDataRequired);
    const tooBig = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(10 * 1024 * 1024 + 10)]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(RISK_MESSAGES.fileTooLarge);
    expect(await count()).toBe(before);
  });
});
