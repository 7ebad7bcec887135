import { BadRequestException, Inject, Injectable, PayloadTooLargeException, type LoggerService } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LOGGER, SERVICE_CONFIG, requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import {
  AFFECTED_APPS,
  IMPACT_LABELS,
  LIKELIHOOD_LABELS,
  OWNER_ROLES,
  RISK_FREQUENCIES,
  RISK_MESSAGES,
  RISK_STATUSES,
  RISK_STATUS_LABELS,
  RISK_STATUS_LIST_LABELS,
  TREATMENT_STRATEGIES,
  VALIDATION,
  resolveResidual,
  type Actor,
  type BulkUploadErrorDetail,
  type BulkUploadResultDto,
} from '@rtm/contracts';
import { CreateRiskDto } from '@rtm/contracts/validation';
import { RiskSchema } from '../common/risk-schema.js';
import { Directory, type DirectoryDepartment, type DirectoryUser } from '../directory/directory.js';
import { RiskTypesService } from '../risk-types/risk-types.service.js';
import { RisksService, type NewRisk } from '../risks/risks.service.js';
import type { RiskConfig } from '../risk.config.js';
import { IMPORT_COLUMNS, columnFor, headerOf, type ImportColumnKey } from './import-columns.js';
import { readSpreadsheet, SpreadsheetRejected, type CellValue, type SheetData } from './spreadsheet-reader.js';

/** At most this many problems are listed in `details` (the count in `errors` is always complete). */
export const MAX_ERROR_DETAILS = 1000;

/** Which import column each CreateRiskDto property comes from, to name the column in messages. */
const COLUMN_OF_PROPERTY: Record<string, ImportColumnKey> = {
  title: 'title',
  description: 'description',
  suggestedSolution: 'suggestedSolution',
  riskType: 'riskType',
  status: 'status',
  affectedApp: 'affectedApp',
  frequency: 'frequency',
  likelihood: 'likelihood',
  impact: 'impact',
  ownerId: 'owner',
  departmentIds: 'departments',
  residualLikelihood: 'residualLikelihood',
  residualImpact: 'residualImpact',
  treatmentStrategy: 'treatmentStrategy',
};

interface Lookups {
  riskTypes: Map<string, string>;
  usersByKey: Map<string, DirectoryUser[]>;
  departmentsByName: Map<string, DirectoryDepartment[]>;
  departmentsById: Map<number, DirectoryDepartment>;
}

const lower = (value: string) => value.trim().toLowerCase();

function add<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/**
 * POST /api/risks/bulk-upload: reads the spreadsheet (limits first), validates every row like the form,
 * matches owners (username, e-mail or name) and departments (name) without regard to case, and creates
 * all valid rows in one transaction. Rows with problems are reported with their row number and column.
 */
@Injectable()
export class RiskImportService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RisksService) private readonly risks: RisksService,
    @Inject(RiskTypesService) private readonly riskTypes: RiskTypesService,
    @Inject(Directory) private readonly directory: Directory,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
  ) {}

  async import(actor: Actor | null, file: Buffer): Promise<BulkUploadResultDto> {
    const who = requireRole(actor);
    const sheet = await this.read(file);

    const columns = new Map<ImportColumnKey, number>();
    for (const [col, header] of sheet.header.columns) {
      const key = columnFor(header);
      if (key && !columns.has(key)) columns.set(key, col);
    }
    const missing = IMPORT_COLUMNS.filter((c) => c.required && !columns.has(c.key)).map((c) => c.header);
    if (missing.length > 0) throw new BadRequestException(RISK_MESSAGES.missingColumns(missing));

    const lookups = await this.lookups();
    const valid: NewRisk[] = [];
    const details: BulkUploadErrorDetail[] = [];
    let rejected = 0;
    for (const row of sheet.rows) {
      const get = (key: ImportColumnKey): CellValue => {
        const col = columns.get(key);
        return col === undefined ? null : (row.cells.get(col) ?? null);
      };
      const problems: Omit<BulkUploadErrorDetail, 'row'>[] = [];
      const risk = this.parseRow(get, lookups, problems);
      if (problems.length > 0 || !risk) {
        rejected++;
        for (const p of problems) if (details.length < MAX_ERROR_DETAILS) details.push({ row: row.row, ...p });
      } else {
        valid.push(risk);
      }
    }

    const result = (rows: unknown[]): BulkUploadResultDto => ({ created: rows.length, errors: rejected, details });
    const created = await this.risks.insertMany(who, valid, 'import', result);
    if (created.length >= 500) {
      // Fresh statistics right away, so the list's plans fit the new size (autovacuum would come later).
      await this.db
        .reader()
        .execute(`analyze ${this.schema.table('risk')}, ${this.schema.table('risk_department')}`)
        .catch(() => undefined);
    }
    this.logger.log(`Import by ${who.id}: ${created.length} created, ${rejected} rows rejected`, RiskImportService.name);
    return result(created);
  }

  private async read(file: Buffer): Promise<SheetData> {
    try {
      return await readSpreadsheet(file, {
        maxBytes: this.config.IMPORT_MAX_BYTES,
        maxRows: this.config.IMPORT_MAX_ROWS,
        maxCells: this.config.IMPORT_MAX_CELLS,
        maxEntries: this.config.IMPORT_MAX_ZIP_ENTRIES,
        maxUncompressedBytes: this.config.IMPORT_MAX_UNCOMPRESSED_BYTES,
      });
    } catch (error) {
      if (!(error instanceof SpreadsheetRejected)) throw error;
      this.logger.warn(`Spreadsheet refused: ${error.message}`, RiskImportService.name);
      switch (error.problem) {
        case 'too-large':
          throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
        case 'not-spreadsheet':
          throw new BadRequestException(RISK_MESSAGES.notSpreadsheet);
        case 'too-many-rows':
          throw new BadRequestException(RISK_MESSAGES.tooManyRows);
        case 'too-many-cells':
          throw new BadRequestException(RISK_MESSAGES.tooManyCells);
        case 'too-many-entries':
          throw new BadRequestException(RISK_MESSAGES.tooManyEntries);
        case 'too-large-uncompressed':
          throw new BadRequestException(RISK_MESSAGES.tooLargeUncompressed);
        case 'no-worksheet':
          throw new BadRequestException(RISK_MESSAGES.noWorksheet);
        default:
          throw new BadRequestException(RISK_MESSAGES.unreadableSpreadsheet);
      }
    }
  }

  private async lookups(): Promise<Lookups> {
    const em = this.db.reader();
    const [types, users, departments] = await Promise.all([
      this.riskTypes.all(em),
      this.directory.users(em),
      this.directory.departments(em),
    ]);
    const usersByKey = new Map<string, DirectoryUser[]>();
    for (const user of users) {
      if (user.username) add(usersByKey, lower(user.username), user);
      if (user.email) add(usersByKey, lower(user.email), user);
      if (user.firstName || user.lastName)
        add(usersByKey, lower(`${user.firstName ?? ''} ${user.lastName ?? ''}`.replace(/\s+/g, ' ')), user);
    }
    const departmentsByName = new Map<string, DirectoryDepartment[]>();
    for (const d of departments) if (d.name) add(departmentsByName, lower(d.name), d);
    return {
      riskTypes: new Map(types.map((t) => [lower(t.name), t.name])),
      usersByKey,
      departmentsByName,
      departmentsById: new Map(departments.map((d) => [d.id, d])),
    };
  }

  /** One row: the form's checks (same DTO, same messages) and the matching of names to ids. */
  private parseRow(
    get: (key: ImportColumnKey) => CellValue,
    lookups: Lookups,
    problems: Omit<BulkUploadErrorDetail, 'row'>[],
  ): NewRisk | null {
    const report = (key: ImportColumnKey, message: string) => problems.push({ column: headerOf(key), message });
    const str = (key: ImportColumnKey) => {
      const value = get(key);
      return value === null ? undefined : String(value);
    };

    const riskTypeText = str('riskType');
    let riskType: string | undefined = riskTypeText;
    if (riskTypeText !== undefined) {
      riskType = lookups.riskTypes.get(lower(riskTypeText));
      if (!riskType) report('riskType', RISK_MESSAGES.unknownRiskType(riskTypeText, [...lookups.riskTypes.values()].join(', ')));
    }

    const ownerText = str('owner');
    let ownerId: string | undefined;
    if (ownerText !== undefined) {
      const matches = lookups.usersByKey.get(lower(ownerText).replace(/\s+/g, ' ')) ?? [];
      if (matches.length === 0) report('owner', RISK_MESSAGES.ownerNotFound(ownerText));
      else if (matches.length > 1) report('owner', RISK_MESSAGES.ownerAmbiguous(ownerText));
      else if (!matches[0].isActive || !OWNER_ROLES.includes(matches[0].role)) report('owner', RISK_MESSAGES.ownerNotEligible);
      else ownerId = matches[0].id;
    }

    const departmentText = str('departments');
    let departmentIds: number[] | undefined;
    if (departmentText !== undefined) {
      const { ids, unknown } = this.matchDepartments(departmentText, lookups);
      if (unknown.length > 0) report('departments', RISK_MESSAGES.departmentsNotFound(unknown));
      else departmentIds = ids;
    }

    const input = {
      title: str('title') ?? '',
      description: str('description') ?? null,
      suggestedSolution: str('suggestedSolution') ?? null,
      riskType: riskType ?? riskTypeText ?? '',
      affectedApp: this.enumValue(str('affectedApp'), AFFECTED_APPS) ?? null,
      frequency: this.enumValue(str('frequency'), RISK_FREQUENCIES),
      status: this.statusValue(str('status')),
      likelihood: this.matrixValue(get('likelihood'), LIKELIHOOD_LABELS),
      impact: this.matrixValue(get('impact'), IMPACT_LABELS),
      residualLikelihood: this.matrixValue(get('residualLikelihood'), LIKELIHOOD_LABELS) ?? null,
      residualImpact: this.matrixValue(get('residualImpact'), IMPACT_LABELS) ?? null,
      treatmentStrategy: this.enumValue(str('treatmentStrategy'), TREATMENT_STRATEGIES) ?? null,
      // Placeholders keep the DTO from repeating a problem already reported with a better message.
      ownerId: ownerId ?? (ownerText !== undefined ? '00000000-0000-4000-8000-000000000000' : ''),
      departmentIds: departmentIds ?? (departmentText !== undefined ? [0] : []),
    };
    const dto = plainToInstance(CreateRiskDto, input);
    for (const error of validateSync(dto, { whitelist: true })) {
      const key = COLUMN_OF_PROPERTY[error.property];
      const messages = Object.values(error.constraints ?? {});
      if (key && messages.length > 0 && !problems.some((p) => p.column === headerOf(key))) report(key, messages[0]);
    }
    const residual =
      problems.length === 0
        ? resolveResidual(
            { likelihood: dto.likelihood ?? 1, impact: dto.impact ?? 1 },
            { residualLikelihood: null, residualImpact: null },
            { residualLikelihood: dto.residualLikelihood ?? null, residualImpact: dto.residualImpact ?? null },
          )
        : null;
    if (residual?.refused) report('residualLikelihood', RISK_MESSAGES[residual.refused]);
    if (problems.length > 0 || !riskType || !ownerId || !departmentIds) {
      if (problems.length === 0) {
        if (!riskType) report('riskType', VALIDATION.riskTypeRequired);
        if (!ownerId) report('owner', VALIDATION.ownerRequired);
        if (!departmentIds) report('departments', VALIDATION.departmentsRequired);
      }
      return null;
    }
    return {
      title: dto.title,
      description: dto.description ?? null,
      suggestedSolution: dto.suggestedSolution ?? null,
      riskType,
      affectedApp: dto.affectedApp ?? null,
      frequency: dto.frequency ?? 'once',
      ownerId,
      departmentIds,
      likelihood: dto.likelihood ?? 1,
      impact: dto.impact ?? 1,
      status: dto.status ?? 'open',
      dateIdentified: null,
      residualLikelihood: dto.residualLikelihood ?? null,
      residualImpact: dto.residualImpact ?? null,
      treatmentStrategy: dto.treatmentStrategy ?? null,
      treatmentPlan: null,
      treatmentDueDate: null,
    };
  }

  /** Department names separated by ';' (or ',' or new lines); a name containing a separator also matches whole. */
  private matchDepartments(text: string, lookups: Lookups): { ids: number[]; unknown: string[] } {
    const whole = lookups.departmentsByName.get(lower(text));
    if (whole) return { ids: [whole[0].id], unknown: [] };
    const ids = new Set<number>();
    const unknown: string[] = [];
    for (const part of text
      .split(/[;,\n]/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const byName = lookups.departmentsByName.get(lower(part));
      const byId = /^\d+$/.test(part) ? lookups.departmentsById.get(Number(part)) : undefined;
      const found = byName?.[0] ?? byId;
      if (found) ids.add(found.id);
      else unknown.push(part);
    }
    return { ids: [...ids].sort((a, b) => a - b), unknown };
  }

  /** A code ('qq_system') or its label ('qq system', 'QQ System'); blank gives undefined (the default). */
  private enumValue<T extends string>(text: string | undefined, values: readonly T[]): T | undefined | string {
    if (text === undefined) return undefined;
    const key = lower(text).replace(/\s+/g, '_');
    return values.find((v) => v === key) ?? text;
  }

  private statusValue(text: string | undefined): string | undefined {
    if (text === undefined) return undefined;
    const key = lower(text);
    const byLabel = RISK_STATUSES.find((s) => lower(RISK_STATUS_LABELS[s]) === key || lower(RISK_STATUS_LIST_LABELS[s]) === key);
    return byLabel ?? this.enumValue(text, RISK_STATUSES);
  }

  /** 1-5 as a number, a numeric text or the matrix label ('Possible'); blank gives undefined (default 1). */
  private matrixValue(value: CellValue, labels: Record<number, string>): number | string | undefined {
    if (value === null) return undefined;
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (/^[+-]?\d+(\.0+)?$/.test(text)) return Number(text);
    const byLabel = Object.entries(labels).find(([, label]) => lower(label) === lower(text));
    return byLabel ? Number(byLabel[0]) : text;
  }
}
