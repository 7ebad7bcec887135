import { BadRequestException, HttpException, Inject, Injectable, PayloadTooLargeException, type LoggerService } from '@nestjs/common';
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
  runsAsJob,
  type Actor,
  SPEC_IMPORT_FORMATS,
  type BulkImportPreviewDto,
  type BulkImportResultDto,
  type BulkUploadErrorDetail,
  type ImportFormat,
  type RiskImportOptions,
} from '@rtm/contracts';
import { CreateRiskDto } from '@rtm/contracts/validation';
import { RiskSchema } from '../common/risk-schema.js';
import { Directory, type DirectoryDepartment, type DirectoryUser } from '../directory/directory.js';
import { RiskTypesService } from '../risk-types/risk-types.service.js';
import { RisksService, type NewRisk } from '../risks/risks.service.js';
import type { RiskConfig } from '../risk.config.js';
import { riskPermissions } from '../risks/risk-access.policy.js';
import { changedSinceExport, conflictTimeText, exportedTime } from './export-conflict.js';
import {
  EXPORT_COLUMN,
  IMPORT_COLUMNS,
  columnFor,
  exportedColumnFor,
  headerOf,
  type ExportedColumnKey,
  type ImportColumnKey,
} from './import-columns.js';
import { ImportTargets, type ImportTarget } from './import-targets.js';
import { RiskImportJobs, type PlannedUpdate } from './risk-import-jobs.js';
import { preview, refuse, messageOf, type RowPlan } from './import-plan.js';
import { rowChanges, type ComparedRisk } from './row-changes.js';
import { readSpreadsheet, SpreadsheetRejected, type CellValue, type SheetData, type SheetRow } from './spreadsheet-reader.js';

const plannedUpdate = (plan: RowPlan): PlannedUpdate => ({
  id: plan.update!.id,
  row: plan.row,
  riskId: plan.riskId!,
  updatedAt: plan.plannedUpdatedAt ?? null,
  input: plan.update!.input,
});

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
  usersById: Map<string, DirectoryUser>;
  departmentsByName: Map<string, DirectoryDepartment[]>;
  departmentsById: Map<number, DirectoryDepartment>;
}

const lower = (value: string) => value.trim().toLowerCase();
const displayName = (u: DirectoryUser) => `${u.firstName ?? ''} ${u.lastName ?? ''}`.replace(/\s+/g, ' ').trim();

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
    @Inject(ImportTargets) private readonly targets: ImportTargets,
    @Inject(RiskImportJobs) private readonly jobs: RiskImportJobs,
  ) {}

  /**
   * Reads the file and plans each row: a row with a Risk ID updates that risk (only the cells that changed, through
   * the risks room's update, so history, counts and events stay right), a row without one creates a risk. Each row is
   * checked on its own: its values like the form's, its risk against what the uploader may edit and against changes
   * made since the export. A dry run answers the plan and writes nothing.
   */
  async import(actor: Actor | null, file: Buffer, options: RiskImportOptions = {}): Promise<BulkImportResultDto | BulkImportPreviewDto> {
    const who = requireRole(actor);
    const sheet = await this.read(file, options.formats);

    const columns = new Map<ImportColumnKey, number>();
    const exported = new Map<ExportedColumnKey, number>();
    for (const [col, header] of sheet.header.columns) {
      const key = columnFor(header);
      if (key && !columns.has(key)) columns.set(key, col);
      const own = exportedColumnFor(header);
      if (own && !exported.has(own)) exported.set(own, col);
    }
    const missing = IMPORT_COLUMNS.filter((c) => c.required && !columns.has(c.key)).map((c) => c.header);
    if (missing.length > 0) throw new BadRequestException(RISK_MESSAGES.missingColumns(missing));

    const lookups = await this.lookups();
    const cell = (row: SheetRow, col: number | undefined): CellValue => (col === undefined ? null : (row.cells.get(col) ?? null));
    const riskIdOf = (row: SheetRow) => {
      const value = cell(row, exported.get('riskId'));
      return value === null ? null : String(value).trim().toUpperCase();
    };
    const targets = await this.targets.byRiskId(
      this.db.reader(),
      sheet.rows.map(riskIdOf).filter((id): id is string => id !== null),
    );
    const plans = sheet.rows.map((row) =>
      this.plan(who, row, (key) => cell(row, columns.get(key)), riskIdOf(row), cell(row, exported.get('updatedAt')), targets, lookups),
    );
    const seen = new Set<string>();
    for (const plan of plans) {
      if (plan.riskId && plan.action !== 'error' && seen.has(plan.riskId))
        refuse(plan, EXPORT_COLUMN.riskId, RISK_MESSAGES.importRiskRepeated(plan.riskId));
      if (plan.riskId) seen.add(plan.riskId);
    }
    if (options.dryRun) return preview(plans);
    return this.carryOut(who, plans);
  }

  /**
   * Creates the new rows' risks in one transaction, then updates each changed risk in its own: at once up to
   * BULK_EDIT_LIMITS.atOnce updates, more in a job (the answer's jobId), so no request outlasts its timeout.
   */
  private async carryOut(who: Actor, plans: RowPlan[]): Promise<BulkImportResultDto> {
    const creates = plans.filter((p) => p.action === 'create');
    const created = await this.risks.insertMany(
      who,
      creates.map((p) => p.create!),
      'import',
    );
    if (created.length >= 500) {
      // Fresh statistics right away, so the list's plans fit the new size (autovacuum would come later).
      await this.db
        .reader()
        .execute(`analyze ${this.schema.table('risk')}, ${this.schema.table('risk_department')}`)
        .catch(() => undefined);
    }
    const updates = plans.filter((p) => p.action === 'update');
    const jobId = runsAsJob(updates.length) ? await this.jobs.startUpdates(who, updates.map(plannedUpdate)) : undefined;
    const updated = jobId ? 0 : await this.updateNow(who, updates);
    const failed = plans.filter((p) => p.action === 'error');
    const details: BulkUploadErrorDetail[] = [];
    for (const plan of failed)
      for (const problem of plan.problems) if (details.length < MAX_ERROR_DETAILS) details.push({ row: plan.row, ...problem });
    const unchanged = plans.filter((p) => p.action === 'unchanged').length;
    this.logger.log(
      `Import by ${who.id}: ${created.length} created, ${jobId ? `${updates.length} to update in job ${jobId}` : `${updated} updated`}, ` +
        `${unchanged} unchanged, ${failed.length} rows refused`,
      RiskImportService.name,
    );
    return { created: created.length, updated, unchanged, errors: failed.length, details, ...(jobId ? { jobId } : {}) };
  }

  /** Each row's update in its own transaction; a row the change's own checks refuse is refused on its own. */
  private async updateNow(who: Actor, updates: RowPlan[]): Promise<number> {
    let updated = 0;
    for (const plan of updates) {
      try {
        await this.risks.update(who, plan.update!.id, plan.update!.input);
        updated++;
      } catch (error) {
        // The rules checked again at the change (a reference gone, a residual above the inherent score): this row only.
        if (!(error instanceof HttpException)) throw error;
        refuse(plan, EXPORT_COLUMN.riskId, messageOf(error));
      }
    }
    return updated;
  }

  /** What one row would do, and its problems. */
  private plan(
    who: Actor,
    sheetRow: SheetRow,
    get: (key: ImportColumnKey) => CellValue,
    riskId: string | null,
    updatedAtCell: CellValue,
    targets: Map<string, ImportTarget>,
    lookups: Lookups,
  ): RowPlan {
    const problems: Omit<BulkUploadErrorDetail, 'row'>[] = [];
    const plan: RowPlan = { row: sheetRow.row, riskId, action: 'error', changes: [], problems };
    const target = riskId ? targets.get(riskId) : undefined;
    if (riskId && !target) {
      problems.push({ column: EXPORT_COLUMN.riskId, message: RISK_MESSAGES.importRiskNotFound(riskId) });
      return plan;
    }
    const risk = this.parseRow(get, lookups, problems);
    if (problems.length > 0 || !risk) return plan;
    if (!target) return { ...plan, action: 'create', create: risk };
    const { changes, input } = rowChanges(
      target,
      risk,
      (key) => get(key) === null,
      (field, r) => this.show(field, r, lookups),
    );
    // A row that changes nothing is left alone, whoever sent it and whenever it was exported.
    if (changes.length === 0) return { ...plan, action: 'unchanged' };
    const refusal = this.refusal(who, target, updatedAtCell);
    if (refusal) {
      problems.push(refusal);
      return plan;
    }
    return { ...plan, action: 'update', changes, update: { id: target.id, input }, plannedUpdatedAt: target.updatedAt };
  }

  /** Why a row may not change its risk: not the uploader's to edit (the rule of editing), or changed since the export. */
  private refusal(who: Actor, target: ImportTarget, updatedAtCell: CellValue): Omit<BulkUploadErrorDetail, 'row'> | null {
    if (!riskPermissions(who, { ownerId: target.ownerId, reportedBy: target.reportedBy, status: target.status }).canEdit)
      return { column: EXPORT_COLUMN.riskId, message: RISK_MESSAGES.forbiddenEdit };
    const exportedAt = exportedTime(updatedAtCell);
    if (exportedAt === undefined) return { column: EXPORT_COLUMN.updatedAt, message: RISK_MESSAGES.updatedAtInvalid };
    if (changedSinceExport(exportedAt, target.updatedAt))
      return {
        column: EXPORT_COLUMN.updatedAt,
        message: RISK_MESSAGES.changedSinceExport(target.changedBy ?? '?', conflictTimeText(target.updatedAt!)),
      };
    return null;
  }

  /** A field as the export writes it: the owner's e-mail, department names, codes. */
  private show(field: keyof ComparedRisk, risk: ComparedRisk, lookups: Lookups): string | number | null {
    if (field === 'ownerId') {
      const user = lookups.usersById.get(risk.ownerId);
      return user?.email ?? (user ? displayName(user) : risk.ownerId);
    }
    if (field === 'departmentIds')
      return risk.departmentIds
        .map((id) => lookups.departmentsById.get(id)?.name ?? String(id))
        .sort()
        .join('; ');
    const value = risk[field];
    return value === undefined || value === '' ? null : value;
  }

  private async read(file: Buffer, formats: readonly ImportFormat[] = SPEC_IMPORT_FORMATS): Promise<SheetData> {
    try {
      return await readSpreadsheet(file, {
        formats,
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
          throw new BadRequestException(
            formats.length > SPEC_IMPORT_FORMATS.length ? RISK_MESSAGES.notSpreadsheetAny : RISK_MESSAGES.notSpreadsheet,
          );
        case 'csv-not-utf8':
          throw new BadRequestException(RISK_MESSAGES.csvNotUtf8);
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
      usersById: new Map(users.map((u) => [u.id, u])),
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
