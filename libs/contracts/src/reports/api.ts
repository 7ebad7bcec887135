import type { RiskLevel } from '../common/enums.js';
import type { Language } from '../common/languages.js';
import type { ListRisksInput, RiskMatrixCellDto } from '../risk/api.js';
import type { RiskLevelMonthDto, RiskMovementDto } from '../risk/register.js';

/**
 * Committee packs (issue 29): bilingual PDF reports the notification service makes from one request to the risk
 * service (`risk.report.data`) and one to the task service (`task.report.data`), printed by headless Chromium and
 * handed to the gateway through the uploads object store (never as one bus message).
 */
export const REPORT_PACKS = ['executive', 'department', 'register'] as const;
export type ReportPack = (typeof REPORT_PACKS)[number];

/** The register pack's rows at most; beyond them the pack points to the spreadsheet export. */
export const REPORT_MAX_ROWS = 2000;
/** Rows of each list section of the executive and department packs (the ten highest residual risks...). */
export const REPORT_LIST_ROWS = 10;
/** Acceptances ending within this many days of the as-of date are 'expiring'. */
export const REPORT_EXPIRING_DAYS = 60;
/** Movements listed (largest change first); the total is given beside them. */
export const REPORT_MOVEMENT_ROWS = 15;
/** Months of the level trend. */
export const REPORT_TREND_MONTHS = 12;
/** A title in a pack's table is cut at this many characters (so 2,000 rows stay far below NATS's 1 MB message). */
export const REPORT_TITLE_CHARS = 120;

/** The register pack's filters: the risk list's, without paging (its order is the list's). */
export type ReportRegisterFilters = Omit<ListRisksInput, 'limit' | 'offset' | 'asOf'>;

/** GET /api/reports/{pack}.pdf's query besides the register's filters. */
export interface ReportQuery {
  language?: Language;
  /** YYYY-MM-DD; default today in MAIL_TIME_ZONE. */
  asOf?: string;
}

/** notification.reports.render: the pack the gateway asks for, on behalf of the signed-in user. */
export interface RenderReportInput {
  pack: ReportPack;
  language: Language;
  asOf?: string;
  departmentId?: number;
  filters?: ReportRegisterFilters;
}

/** The rendered pack: an object of the uploads bucket, which the gateway streams to the client and deletes. */
export interface ReportFileDto {
  object: string;
  fileName: string;
  size: number;
}

/** risk.report.data: everything one pack needs from the risk service. */
export interface RiskReportDataInput {
  pack: ReportPack;
  /** YYYY-MM-DD, not after today. */
  asOf: string;
  departmentId?: number;
  filters?: ReportRegisterFilters;
}

/** A risk as a pack's tables show it. */
export interface ReportRiskRow {
  riskId: string;
  title: string;
  status: string;
  riskType: string;
  ownerName: string | null;
  departments: string[];
  riskScore: number;
  riskLevel: RiskLevel;
  residualScore: number | null;
  residualLevel: RiskLevel | null;
}

export interface ReportAcceptanceRow {
  riskId: string;
  title: string;
  status: string;
  /** YYYY-MM-DD or null (pending). */
  expiresOn: string | null;
}

export interface ReportHeatMap {
  cells: RiskMatrixCellDto[];
  levels: Record<RiskLevel, number>;
}

export interface ReportList<T> {
  total: number;
  items: T[];
}

export interface RiskReportData {
  asOf: string;
  /** The department of a department pack, with its name. */
  department: { id: number; name: string | null } | null;
  /** Both heat maps and the counts per level (all statuses, as the dashboard's matrix), at the end of asOf. */
  inherent: ReportHeatMap;
  residual: ReportHeatMap;
  outsideAppetite: ReportList<ReportRiskRow>;
  topResidual: ReportRiskRow[];
  pendingAcceptances: ReportList<ReportAcceptanceRow>;
  expiringAcceptances: ReportList<ReportAcceptanceRow>;
  overdueReviews: ReportList<ReportRiskRow>;
  /** Open risks per inherent level at the end of each of the 12 months up to asOf (the whole register). */
  trend: RiskLevelMonthDto[];
  /** Risks whose residual cell changed between the end of `from` (a month before asOf) and asOf (the whole register). */
  movements: ReportList<RiskMovementDto> & { from: string; to: string };
  /** The register pack: at most REPORT_MAX_ROWS rows of the filtered list, and how many matched. */
  register: ReportList<ReportRiskRow> | null;
}

/** task.report.data: the overdue treatment tasks (linked to a risk, not done, due before asOf). */
export interface TaskReportDataInput {
  asOf: string;
  /** Tasks whose assignee (the owner while unassigned) belongs to this department. */
  departmentId?: number;
}

export interface ReportTaskRow {
  taskId: string;
  title: string;
  status: string;
  priority: string;
  assigneeName: string | null;
  dueDate: string | null;
  riskCodes: string[];
}

export interface TaskReportData {
  overdue: ReportList<ReportTaskRow>;
}

/** GET and PUT /api/report-settings (system admin): the organisation's name on every page of a pack. */
export interface ReportSettingsDto {
  organisationName: string;
}

/** The organisation's name at most (characters). */
export const REPORT_ORGANISATION_MAX = 200;
