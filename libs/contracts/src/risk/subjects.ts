import type { FileDto, Page, RecordPageInput } from '../common/api.js';
import type { Rpc } from '../common/rpc.js';
import type { BulkEditJobInput, BulkEditJobView } from '../common/bulk-edit.js';
import type {
  AcceptanceDecisionInput,
  CreateCommentInput,
  DepartmentRiskSummaryDto,
  ListRisksInput,
  OutsideAppetiteAlertsDto,
  RiskAcceptanceSummaryDto,
  RiskCommentView,
  RiskCommentsInput,
  RiskDetailView,
  ReplaceRiskAppetiteInput,
  RequestAcceptanceInput,
  RiskAppetiteDto,
  RiskAcceptanceDto,
  RiskDto,
  RiskHistoryEntryDto,
  RiskHistoryInput,
  RiskIdInput,
  RiskIdsInput,
  RiskImportInput,
  RiskInput,
  RiskMatrixCellDto,
  RiskMonthCountDto,
  RiskMonthlyStatsInput,
  RiskTypeDto,
  RiskView,
  UpdateRiskInput,
} from './api.js';
import type { CreateRiskReviewInput, DepartmentReviewsDto, ReviewSettingsDto, RiskReviewDto } from './reviews.js';
import type {
  DepartmentSummaryInput,
  RegisterHistoryStartDto,
  RiskLevelMonthDto,
  RiskLevelTrendInput,
  RiskMovementDto,
  RiskMovementsInput,
} from './register.js';
import type { BulkImportPreviewDto, BulkImportResultDto, RiskImportOptions } from './bulk-import.js';
import type { RiskExportBatchInput, RiskExportRow } from './risk-export.js';
import type { RiskTemplateInput } from './import-columns.js';

/** Request/reply subjects of the risk service (`risk.<aggregate>.<verb>`). */
export const RISK_SUBJECTS = {
  risksList: 'risk.risks.list',
  risksGet: 'risk.risks.get',
  risksByIds: 'risk.risks.byIds',
  risksCreate: 'risk.risks.create',
  risksUpdate: 'risk.risks.update',
  risksDelete: 'risk.risks.delete',
  risksMatrix: 'risk.risks.matrix',
  summaryByDepartment: 'risk.summary.byDepartment',
  statsMonthly: 'risk.stats.monthly',
  typesList: 'risk.types.list',
  historyList: 'risk.history.list',
  acceptanceRequest: 'risk.acceptance.request',
  acceptanceDecide: 'risk.acceptance.decide',
  acceptanceWithdraw: 'risk.acceptance.withdraw',
  appetiteGet: 'risk.appetite.get',
  appetiteReplace: 'risk.appetite.replace',
  appetiteOutside: 'risk.appetite.outside',
  acceptanceSummary: 'risk.acceptance.summary',
  commentsList: 'risk.comments.list',
  commentsCreate: 'risk.comments.create',
  importXlsx: 'risk.import.xlsx',
  importJob: 'risk.import.job',
  exportBatch: 'risk.export.batch',
  templateXlsx: 'risk.template.xlsx',
  reviewSettingsGet: 'risk.reviewSettings.get',
  reviewSettingsReplace: 'risk.reviewSettings.replace',
  reviewsCreate: 'risk.reviews.create',
  reviewsList: 'risk.reviews.list',
  reviewsByDepartment: 'risk.reviews.byDepartment',
  historyStart: 'risk.register.historyStart',
  movements: 'risk.register.movements',
  statsLevels: 'risk.stats.levels',
} as const;

const S = RISK_SUBJECTS;

/** What each risk subject takes and answers. Reads answer complete views (names from the service's projections). */
export interface RiskRpc {
  [S.risksList]: Rpc<ListRisksInput, Page<RiskView>>;
  [S.risksGet]: Rpc<RiskIdInput, RiskDetailView>;
  [S.risksByIds]: Rpc<RiskIdsInput, RiskDto[]>;
  [S.risksCreate]: Rpc<RiskInput, RiskView>;
  [S.risksUpdate]: Rpc<UpdateRiskInput & RiskIdInput, RiskView>;
  [S.risksDelete]: Rpc<RiskIdInput, { id: string; riskId: string }>;
  [S.risksMatrix]: Rpc<ListRisksInput, RiskMatrixCellDto[]>;
  [S.summaryByDepartment]: Rpc<DepartmentSummaryInput, DepartmentRiskSummaryDto[]>;
  [S.statsMonthly]: Rpc<RiskMonthlyStatsInput, RiskMonthCountDto[]>;
  [S.typesList]: Rpc<Record<string, never>, RiskTypeDto[]>;
  [S.historyList]: Rpc<RiskHistoryInput, Page<RiskHistoryEntryDto>>;
  [S.acceptanceRequest]: Rpc<RequestAcceptanceInput, RiskAcceptanceDto>;
  [S.acceptanceDecide]: Rpc<AcceptanceDecisionInput, RiskAcceptanceDto>;
  [S.acceptanceWithdraw]: Rpc<RiskIdInput, RiskAcceptanceDto>;
  [S.appetiteGet]: Rpc<Record<string, never>, RiskAppetiteDto[]>;
  [S.appetiteReplace]: Rpc<ReplaceRiskAppetiteInput, RiskAppetiteDto[]>;
  [S.appetiteOutside]: Rpc<Record<string, never>, OutsideAppetiteAlertsDto>;
  [S.acceptanceSummary]: Rpc<Record<string, never>, RiskAcceptanceSummaryDto>;
  [S.commentsList]: Rpc<RiskCommentsInput, Page<RiskCommentView>>;
  [S.commentsCreate]: Rpc<CreateCommentInput, RiskCommentView>;
  [S.importXlsx]: Rpc<RiskImportInput & RiskImportOptions, BulkImportResultDto | BulkImportPreviewDto>;
  [S.importJob]: Rpc<BulkEditJobInput, BulkEditJobView>;
  [S.exportBatch]: Rpc<RiskExportBatchInput, RiskExportRow[]>;
  [S.templateXlsx]: Rpc<RiskTemplateInput, FileDto>;
  [S.reviewSettingsGet]: Rpc<Record<string, never>, ReviewSettingsDto>;
  [S.reviewSettingsReplace]: Rpc<ReviewSettingsDto, ReviewSettingsDto>;
  [S.reviewsCreate]: Rpc<CreateRiskReviewInput, RiskReviewDto>;
  [S.reviewsList]: Rpc<RiskIdInput & RecordPageInput, Page<RiskReviewDto>>;
  [S.reviewsByDepartment]: Rpc<Record<string, never>, DepartmentReviewsDto[]>;
  [S.historyStart]: Rpc<Record<string, never>, RegisterHistoryStartDto>;
  [S.movements]: Rpc<RiskMovementsInput, Page<RiskMovementDto>>;
  [S.statsLevels]: Rpc<RiskLevelTrendInput, RiskLevelMonthDto[]>;
}
