import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { Objm } from '@nats-io/obj';
import { eventually } from '@rtm/backend/testing';
import { risksWorkbook, risksXls, type RiskRowValues } from './fixtures/risk-workbooks.js';
import {
  RISK_IMPORT_COLUMNS,
  RISK_MESSAGES,
  SUBJECTS,
  VALIDATION,
  importBucket,
  type BulkUploadResultDto,
  type FileDto,
  type RiskDto,
} from '@rtm/contracts';
import { IMPORT_COLUMNS } from '../src/excel/import-columns.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';
import { zipBomb } from './fixtures/spreadsheets.js';

describe('risk import and template', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let member: TestUser;
  let finance: { id: number; name: string };
  let ops: { id: number; name: string };

  const upload = (file: Buffer, actor = member) =>
    app.send<BulkUploadResultDto>(SUBJECTS.risk.importXlsx, { fileData: file.toString('base64') }, actor);

  beforeAll(async () => {
    app = await RiskTestApp.start('riskimport');
    owner = await app.user('manager', { username: 'Omar.Owner', firstName: 'Omar', lastName: 'Haddad', email: 'omar@example.com' });
    member = await app.user('team_member');
    finance = await app.department('Finance');
    ops = await app.department('=Ops'); // a name that would be a formula if written unescaped
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('imports 990 of 1,000 rows in one go and reports the 10 bad ones with their row numbers', async () => {
    // row index (0-based) -> [cells that spoil it, reported column, message]
    const bad = new Map<number, [RiskRowValues, string, string]>([
      [3, [{ Title: 'ab' }, 'Title', VALIDATION.titleMin]],
      [50, [{ 'Risk Type': 'weather' }, 'Risk Type', 'Unknown risk type "weather"']],
      [120, [{ Owner: 'nobody' }, 'Owner', 'Owner "nobody" was not found']],
      [200, [{ Owner: member.username }, 'Owner', RISK_MESSAGES.ownerNotEligible]],
      [333, [{ Departments: 'Atlantis' }, 'Departments', 'Department not found: "Atlantis"']],
      [400, [{ Departments: null }, 'Departments', VALIDATION.departmentsRequired]],
      [512, [{ Likelihood: 9 }, 'Likelihood', RISK_MESSAGES.likelihoodRange]],
      [640, [{ Impact: 'huge' }, 'Impact', RISK_MESSAGES.impactRange]],
      [777, [{ Status: 'done' }, 'Status', RISK_MESSAGES.statusInvalid]],
      [999, [{ Frequency: 'hourly' }, 'Frequency', RISK_MESSAGES.frequencyInvalid]],
    ]);
    const rows: RiskRowValues[] = Array.from({ length: 1000 }, (_, i) => ({
      Title: `Imported risk ${i}`,
      'Risk Type': i % 2 ? 'Technical' : 'financial',
      Status: i % 3 ? 'open' : 'Under Review',
      'Affected App': i % 5 ? null : 'qq system',
      Frequency: 'monthly',
      Likelihood: (i % 5) + 1,
      Impact: { formula: `${(i % 4) + 1}*1`, result: (i % 4) + 1 },
      // owners by username, e-mail and full name, in any case
      Owner: [owner.username.toUpperCase(), 'OMAR@example.com', 'omar haddad'][i % 3],
      Departments: i % 2 ? `finance; ${ops.name}` : 'FINANCE',
      ...(bad.get(i)?.[0] ?? {}),
    }));
    const before = await app.count('risk');

    const result = await upload(await risksWorkbook(rows));

    expect(result.created).toBe(990);
    expect(result.errors).toBe(10);
    expect(result.details).toHaveLength(10);
    for (const [i, [, column, message]] of bad) {
      expect(result.details).toContainEqual({ row: i + 2, column, message: expect.stringContaining(message) });
    }
    expect(await app.count('risk')).toBe(before + 990);
    // one transaction: consecutive codes, all with the same creation time
    const [span] = await app.orm.em
      .fork()
      .execute<{ n: number; lo: number; hi: number; times: number }[]>(
        `select count(*)::int as n, min(code_number) as lo, max(code_number) as hi, count(distinct created_at)::int as times from risk.risk where title like 'Imported risk %'`,
      );
    expect(span).toMatchObject({ n: 990, times: 1 });
    expect(span.hi - span.lo).toBe(989);
    const { items } = await app.send<{ items: RiskDto[] }>(SUBJECTS.risk.risksList, {
      search: 'Imported risk 1',
      limit: 1,
      sort: 'riskId',
      order: 'asc',
    });
    expect(items[0]).toMatchObject({
      title: 'Imported risk 1',
      riskType: 'technical',
      ownerId: owner.id,
      departmentIds: [finance.id, ops.id].sort((a, b) => a - b),
      impact: 2,
    });
    await eventually(async () => (await app.count('outbox_event', `subject = 'events.risk.created' and sent_at is null`)) === 0, 20_000);
  });

  it('imports the residual columns of issue 25, refusing a residual above the inherent score by its row', async () => {
    const rows: RiskRowValues[] = [
      {
        Title: 'Residual imported',
        'Risk Type': 'technical',
        Owner: owner.username,
        Departments: 'Finance',
        Likelihood: 4,
        Impact: 4,
        'Residual Likelihood': 2,
        'Residual Impact': 'Minor',
        'Treatment Strategy': 'Transfer',
      },
      {
        Title: 'Residual too high',
        'Risk Type': 'technical',
        Owner: owner.username,
        Departments: 'Finance',
        Likelihood: 2,
        Impact: 2,
        'Residual Likelihood': 3,
        'Residual Impact': 3,
      },
      { Title: 'Residual half', 'Risk Type': 'technical', Owner: owner.username, Departments: 'Finance', 'Residual Impact': 1 },
      { Title: 'No residual', 'Risk Type': 'technical', Owner: owner.username, Departments: 'Finance' },
    ];
    const result = await upload(await risksWorkbook(rows));
    expect(result).toMatchObject({ created: 2, errors: 2 });
    expect(result.details).toEqual([
      { row: 3, column: 'Residual Likelihood', message: RISK_MESSAGES.residualAboveInherent },
      { row: 4, column: 'Residual Likelihood', message: RISK_MESSAGES.residualIncomplete },
    ]);
    const { items } = await app.send<{ items: RiskDto[] }>(SUBJECTS.risk.risksList, { search: 'Residual imported' });
    expect(items[0]).toMatchObject({
      residualLikelihood: 2,
      residualImpact: 2,
      residualScore: 4,
      residualLevel: 'medium',
      treatmentStrategy: 'transfer',
    });
    const [plain] = (await app.send<{ items: RiskDto[] }>(SUBJECTS.risk.risksList, { search: 'No residual' })).items;
    expect(plain).toMatchObject({ residualScore: null, treatmentStrategy: null });
    expect(await app.count('risk_history', "risk_id = ? and action = 'created'", [items[0].id])).toBe(1);
  });

  it('imports a legacy .xls', async () => {
    const result = await upload(
      risksXls([
        {
          Title: 'From an old Excel',
          'Risk Type': 'legal_compliance',
          Owner: 'omar.owner',
          Departments: 'Finance',
          Likelihood: 4,
          Impact: 4,
        },
      ]),
    );
    expect(result).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0, details: [] });
    const { items } = await app.send<{ items: RiskDto[] }>(SUBJECTS.risk.risksList, { search: 'From an old Excel' });
    expect(items[0]).toMatchObject({ riskScore: 16, riskLevel: 'critical', riskType: 'legal_compliance' });
  });

  it('refuses a zip bomb, a non-spreadsheet and a file without the required columns, creating nothing', async () => {
    const before = await app.count('risk');
    await expect(upload(zipBomb(120))).rejects.toMatchObject({ status: 400, message: RISK_MESSAGES.tooLargeUncompressed });
    await expect(upload(zipBomb(20, true))).rejects.toMatchObject({ status: 400, message: RISK_MESSAGES.tooLargeUncompressed });
    await expect(upload(Buffer.from('Title,Owner\nA risk,admin\n'))).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.notSpreadsheet,
    });
    await expect(upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.notSpreadsheet,
    });
    await expect(upload(await risksWorkbook([{ Title: 'x' }], ['Title', 'Risk Type']))).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.missingColumns(['Owner', 'Departments']),
    });
    await expect(app.send(SUBJECTS.risk.importXlsx, { fileData: 'not base64!!' }, member)).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.fileDataInvalid,
    });
    expect(await app.count('risk')).toBe(before);
  });

  it('refuses more than 10,000 rows before parsing', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ Title: `Row ${i}` }));
    await expect(upload(await risksWorkbook(rows))).rejects.toMatchObject({ status: 400, message: RISK_MESSAGES.tooManyRows });
  });

  it('imports a large file from the uploads bucket (NATS carries 1 MB per message) and deletes the object', async () => {
    const rows: RiskRowValues[] = Array.from({ length: 3000 }, (_, i) => ({
      Title: `Streamed risk ${i}`,
      Description: randomBytes(400).toString('base64'),
      'Risk Type': 'operational',
      Owner: 'omar.owner',
      Departments: 'Finance',
    }));
    const file = await risksWorkbook(rows);
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const bucket = await new Objm(app.stream.nc).create(importBucket(app.env.NATS_PREFIX));
    const object = `upload-${randomUUID()}`;
    await bucket.putBlob({ name: object }, file);
    const done = await app.send<BulkUploadResultDto>(SUBJECTS.risk.importXlsx, { object }, member);
    expect(done).toEqual({ created: 3000, updated: 0, unchanged: 0, errors: 0, details: [] });
    expect((await bucket.info(object))?.deleted).toBe(true);
    await expect(app.send(SUBJECTS.risk.importXlsx, { object }, member)).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.uploadExpired,
    });
  }, 120_000);

  it('builds the template: the import columns, a Values sheet and drop-downs, escaped', async () => {
    const file = await app.send<FileDto>(SUBJECTS.risk.templateXlsx, {}, member);
    expect(file.fileName).toBe('risk_upload_template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Risks', 'Values']);
    const risks = workbook.getWorksheet('Risks')!;
    expect((risks.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(IMPORT_COLUMNS.map((c) => c.header)).toEqual([...RISK_IMPORT_COLUMNS]);
    const values = workbook.getWorksheet('Values')!;
    const column = (header: string) => {
      const index = (values.getRow(1).values as unknown[]).indexOf(header);
      return (values.getColumn(index).values as unknown[]).slice(2).filter((v) => v !== null && v !== undefined);
    };
    expect(column('Risk Types')).toEqual(['clinical', 'technical', 'operational', 'financial', 'legal_compliance', 'reputational']);
    expect(column('Statuses')).toEqual(['open', 'under_review', 'mitigation_in_progress', 'closed', 'accepted']);
    expect(column('Departments')).toEqual(["'=Ops", 'Finance']);
    // A team member's template names owners by e-mail, never by their sign-in names (issue 23).
    expect(column('Owners')).toContain('omar@example.com');
    expect(column('Owners')).not.toContain('Omar.Owner');
    expect(column('Owners')).not.toContain(member.username);
    const validations = (risks as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } })
      .dataValidations.model;
    // exceljs reads the validation ranges back cell by cell
    expect(validations.D2).toMatchObject({ type: 'list', formulae: ['Values!$A$2:$A$7'] });
    expect(validations.D10001).toEqual(validations.D2);
    expect(validations.D10002).toBeUndefined();
    for (const col of 'EFGHIJK') expect(validations[`${col}2`]).toMatchObject({ type: 'list' });
    expect(validations.A2).toBeUndefined();

    // the template, filled in, imports (a picked escaped value matches its department)
    risks.addRow(['Filled template', null, null, 'clinical', 'open', 'psyter', 'daily', 2, 3, 'Omar.Owner', "'=Ops"]);
    const result = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0, details: [] });
  });
});
