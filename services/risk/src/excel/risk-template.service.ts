import { Inject, Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { SERVICE_CONFIG, requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import {
  AFFECTED_APPS,
  DEFAULT_LANGUAGE,
  OWNER_ROLES,
  RISK_FREQUENCIES,
  RISK_STATUSES,
  TREATMENT_STRATEGIES,
  displayName,
  riskImportHeader,
  type Actor,
  type FileDto,
  type Language,
} from '@rtm/contracts';
import { Directory } from '../directory/directory.js';
import { RiskTypesService } from '../risk-types/risk-types.service.js';
import type { RiskConfig } from '../risk.config.js';
import { XLSX_CONTENT_TYPE, escapeCell } from '@rtm/backend/excel';
import { DATA_SHEET } from './spreadsheet-reader.js';
import { IMPORT_COLUMNS, type ImportColumnKey } from './import-columns.js';
import { TEMPLATE_TEXTS } from './template-texts.js';

export const TEMPLATE_FILE_NAME = 'risk_upload_template.xlsx';
export const VALUES_SHEET = 'Values';

type WithValidations = { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } };

interface ValueList {
  header: string;
  values: (string | number)[];
  /** The import column whose drop-down lists these values. */
  column?: ImportColumnKey;
  /** Free text allowed besides the list (several departments; an owner's e-mail or name). */
  lenient?: boolean;
}

/**
 * risk_upload_template.xlsx: a 'Risks' sheet whose header row holds exactly the columns the import
 * reads, and a 'Values' sheet listing the valid values, referenced by drop-down data validations.
 * Headers, notes and messages are in the requester's language (the import reads either); the listed
 * values are the codes the import reads. Every text written is escaped against formula injection.
 */
@Injectable()
export class RiskTemplateService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskTypesService) private readonly riskTypes: RiskTypesService,
    @Inject(Directory) private readonly directory: Directory,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
  ) {}

  async template(actor: Actor | null, language: Language = DEFAULT_LANGUAGE): Promise<FileDto> {
    const who = requireRole(actor);
    const buffer = await this.build(language, who.role === 'system_admin' ? 'usernames' : 'emails');
    return { fileName: TEMPLATE_FILE_NAME, contentType: XLSX_CONTENT_TYPE, base64: buffer.toString('base64') };
  }

  /**
   * `ownerKeys`: what the owner drop-down lists. Sign-in names are half of a credential, so only a system admin (who
   * manages the accounts) gets them; everyone else picks an owner by e-mail, which the import takes as well.
   */
  async build(language: Language = DEFAULT_LANGUAGE, ownerKeys: 'usernames' | 'emails' = 'emails'): Promise<Buffer> {
    const texts = TEMPLATE_TEXTS[language];
    const em = this.db.reader();
    const [types, users, departments] = await Promise.all([
      this.riskTypes.all(em),
      this.directory.users(em),
      this.directory.departments(em),
    ]);
    const owners = users.filter((u) => u.isActive && OWNER_ROLES.includes(u.role));

    const lists: ValueList[] = [
      { header: texts.lists.riskTypes, values: types.map((t) => t.name), column: 'riskType' },
      { header: texts.lists.statuses, values: [...RISK_STATUSES], column: 'status' },
      { header: texts.lists.affectedApps, values: [...AFFECTED_APPS], column: 'affectedApp' },
      { header: texts.lists.frequencies, values: [...RISK_FREQUENCIES], column: 'frequency' },
      { header: texts.lists.likelihood, values: [1, 2, 3, 4, 5], column: 'likelihood' },
      { header: texts.lists.impact, values: [1, 2, 3, 4, 5], column: 'impact' },
      { header: texts.lists.treatmentStrategies, values: [...TREATMENT_STRATEGIES], column: 'treatmentStrategy' },
      { header: texts.lists.departments, values: departments.map((d) => d.name ?? String(d.id)), column: 'departments', lenient: true },
      {
        header: texts.lists.owners,
        values: owners.map((u) => (ownerKeys === 'usernames' ? u.username : null) ?? u.email ?? displayName(u)),
        column: 'owner',
        lenient: true,
      },
      { header: texts.lists.ownerName, values: owners.map((u) => displayName(u)) },
      { header: texts.lists.ownerEmail, values: owners.map((u) => u.email ?? '') },
    ];

    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Risk & Task Management';
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
    const values = workbook.addWorksheet(VALUES_SHEET);

    sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: riskImportHeader(c.header, language), key: c.key, width: c.width }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
    IMPORT_COLUMNS.forEach((c, i) => {
      header.getCell(i + 1).note = `${c.required ? texts.required : texts.optional}: ${texts.notes[c.key]}`;
    });

    values.columns = lists.map((l) => ({ header: l.header, width: Math.max(14, l.header.length + 4) }));
    values.getRow(1).font = { bold: true };
    lists.forEach((list, i) => {
      list.values.forEach((value, j) => {
        values.getCell(j + 2, i + 1).value = typeof value === 'string' ? escapeCell(value) : value;
      });
    });

    const lastRow = this.config.IMPORT_MAX_ROWS + 1;
    lists.forEach((list, i) => {
      if (!list.column || list.values.length === 0) return;
      const col = IMPORT_COLUMNS.findIndex((c) => c.key === list.column) + 1;
      const letter = sheet.getColumn(col).letter;
      const source = values.getColumn(i + 1).letter;
      // exceljs supports range addresses here but its typings do not declare `dataValidations`.
      (sheet as unknown as WithValidations).dataValidations.add(`${letter}2:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`${VALUES_SHEET}!$${source}$2:$${source}$${list.values.length + 1}`],
        showErrorMessage: !list.lenient,
        errorStyle: 'stop',
        errorTitle: texts.invalidTitle,
        error: texts.invalidValue(VALUES_SHEET, list.header),
      });
    });

    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
