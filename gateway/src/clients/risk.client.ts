import { Inject, Injectable } from '@nestjs/common';
import { RpcClient, type JsonText } from '@rtm/backend/nats';
import { keysetBatches } from '../http/xlsx-download.js';
import {
  SUBJECTS,
  type Actor,
  RISK_EXPORT_BATCH,
  type BulkEditJobView,
  type BulkImportPreviewDto,
  type BulkImportResultDto,
  type RiskExportBatchInput,
  type RiskExportRow,
  type RiskImportOptions,
  type CreateCommentInput,
  type CreateRiskReviewInput,
  type DepartmentReviewsDto,
  type ReviewSettingsDto,
  type RiskReviewDto,
  type DepartmentRiskSummaryDto,
  type DepartmentSummaryInput,
  type RegisterHistoryStartDto,
  type RiskLevelMonthDto,
  type RiskLevelTrendInput,
  type RiskMovementDto,
  type RiskMovementsInput,
  type FileDto,
  type ListRisksInput,
  type Page,
  type RecordPageInput,
  type RiskCommentView,
  type AcceptanceDecisionInput,
  type RequestAcceptanceInput,
  type OutsideAppetiteAlertsDto,
  type RiskAcceptanceDto,
  type RiskAcceptanceSummaryDto,
  type RiskAppetiteDto,
  type RiskDetailView,
  type RiskHistoryEntryDto,
  type RiskInput,
  type RiskMatrixCellDto,
  type RiskMonthCountDto,
  type RiskTypeDto,
  type RiskTemplateInput,
  type Language,
  type RiskView,
  type UpdateRiskInput,
} from '@rtm/contracts';

const S = SUBJECTS.risk;

const IMPORT_TIMEOUT_MS = 120_000;
const TEMPLATE_TIMEOUT_MS = 30_000;

/** Requests to the risk service, typed by subject (RiskRpc). Its reads answer complete views: nothing to compose here. */
@Injectable()
export class RiskClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  list(query: ListRisksInput, actor: Actor): Promise<Page<RiskView>> {
    return this.rpc.call(S.risksList, query, actor);
  }

  /** The page as the risk service wrote it (JSON text, handed on as it is). */
  listJson(query: ListRisksInput, actor: Actor): Promise<JsonText<Page<RiskView>> | undefined> {
    return this.rpc.callJson(S.risksList, query, actor);
  }

  matrix(query: ListRisksInput, actor: Actor): Promise<RiskMatrixCellDto[]> {
    return this.rpc.call(S.risksMatrix, query, actor);
  }

  get(id: string, actor: Actor): Promise<RiskDetailView> {
    return this.rpc.call(S.risksGet, { id }, actor);
  }

  getJson(id: string, actor: Actor): Promise<JsonText<RiskDetailView> | undefined> {
    return this.rpc.callJson(S.risksGet, { id }, actor);
  }

  create(input: RiskInput, actor: Actor): Promise<RiskView> {
    return this.rpc.call(S.risksCreate, input, actor);
  }

  update(id: string, input: UpdateRiskInput, actor: Actor): Promise<RiskView> {
    return this.rpc.call(S.risksUpdate, { ...input, id }, actor);
  }

  remove(id: string, actor: Actor): Promise<{ id: string; riskId: string }> {
    return this.rpc.call(S.risksDelete, { id }, actor);
  }

  /** The department summary now, or (issue 26) at the end of `query.asOf`. */
  summaryByDepartment(actor: Actor, query: DepartmentSummaryInput = {}): Promise<DepartmentRiskSummaryDto[]> {
    return this.rpc.call(S.summaryByDepartment, query.asOf === undefined ? {} : { asOf: query.asOf }, actor);
  }

  /** Issue 26: the first day of the register's past. */
  historyStart(actor: Actor): Promise<RegisterHistoryStartDto> {
    return this.rpc.call(S.historyStart, {}, actor);
  }

  /** Issue 26: the risks that moved between two days (a page). */
  movements(query: RiskMovementsInput, actor: Actor): Promise<Page<RiskMovementDto>> {
    return this.rpc.call(S.movements, query, actor);
  }

  /** Issue 26: open risks per level at each month's end. */
  levelTrend(query: RiskLevelTrendInput, actor: Actor): Promise<RiskLevelMonthDto[]> {
    return this.rpc.call(S.statsLevels, query, actor);
  }

  monthlyStats(months: number | undefined, actor: Actor): Promise<RiskMonthCountDto[]> {
    return this.rpc.call(S.statsMonthly, months === undefined ? {} : { months }, actor);
  }

  types(actor: Actor): Promise<RiskTypeDto[]> {
    return this.rpc.call(S.typesList, {}, actor);
  }

  comments(riskId: string, page: RecordPageInput, actor: Actor): Promise<JsonText<Page<RiskCommentView>> | undefined> {
    return this.rpc.callJson(S.commentsList, { ...page, riskId }, actor);
  }

  history(id: string, page: RecordPageInput, actor: Actor): Promise<Page<RiskHistoryEntryDto>> {
    return this.rpc.call(S.historyList, { ...page, id }, actor);
  }

  requestAcceptance(input: RequestAcceptanceInput, actor: Actor): Promise<RiskAcceptanceDto> {
    return this.rpc.call(S.acceptanceRequest, input, actor);
  }

  decideAcceptance(input: AcceptanceDecisionInput, actor: Actor): Promise<RiskAcceptanceDto> {
    return this.rpc.call(S.acceptanceDecide, input, actor);
  }

  withdrawAcceptance(id: string, actor: Actor): Promise<RiskAcceptanceDto> {
    return this.rpc.call(S.acceptanceWithdraw, { id }, actor);
  }

  acceptanceSummary(actor: Actor): Promise<RiskAcceptanceSummaryDto> {
    return this.rpc.call(S.acceptanceSummary, {}, actor);
  }

  outsideAppetite(actor: Actor): Promise<OutsideAppetiteAlertsDto> {
    return this.rpc.call(S.appetiteOutside, {}, actor);
  }

  appetite(actor: Actor): Promise<RiskAppetiteDto[]> {
    return this.rpc.call(S.appetiteGet, {}, actor);
  }

  replaceAppetite(items: unknown, actor: Actor): Promise<RiskAppetiteDto[]> {
    return this.rpc.call(S.appetiteReplace, { items } as { items: RiskAppetiteDto[] }, actor);
  }

  /** Issue 26: the review settings (system admin). */
  reviewSettings(actor: Actor): Promise<ReviewSettingsDto> {
    return this.rpc.call(S.reviewSettingsGet, {}, actor);
  }

  replaceReviewSettings(settings: ReviewSettingsDto, actor: Actor): Promise<ReviewSettingsDto> {
    return this.rpc.call(S.reviewSettingsReplace, settings, actor);
  }

  /** Issue 26: a review of the risk (confirmed, rescored or closed). */
  review(input: CreateRiskReviewInput, actor: Actor): Promise<RiskReviewDto> {
    return this.rpc.call(S.reviewsCreate, input, actor);
  }

  reviews(id: string, page: RecordPageInput, actor: Actor): Promise<Page<RiskReviewDto>> {
    return this.rpc.call(S.reviewsList, { ...page, id }, actor);
  }

  reviewsByDepartment(actor: Actor): Promise<DepartmentReviewsDto[]> {
    return this.rpc.call(S.reviewsByDepartment, {}, actor);
  }

  addComment(input: CreateCommentInput, actor: Actor): Promise<RiskCommentView> {
    return this.rpc.call(S.commentsCreate, input, actor);
  }

  template(actor: Actor, language: Language): Promise<FileDto> {
    return this.rpc.call(S.templateXlsx, { language } satisfies RiskTemplateInput, actor, TEMPLATE_TIMEOUT_MS);
  }

  /** Imports the spreadsheet the gateway streamed into the uploads bucket (the risk service reads and deletes it). */
  importObject(object: string, actor: Actor, options: RiskImportOptions = {}): Promise<BulkImportResultDto | BulkImportPreviewDto> {
    return this.rpc.call(S.importXlsx, { object, ...options }, actor, IMPORT_TIMEOUT_MS);
  }

  /** An import's job of updates (issue 27): its progress, then its result. */
  importJob(jobId: string, actor: Actor): Promise<BulkEditJobView> {
    return this.rpc.call(S.importJob, { jobId }, actor);
  }

  /**
   * The filtered risks for the export (issue 27), in the list's order, one batch (one request, far below a bus
   * message's limit) at a time, each after the last Risk ID of the one before; the next is asked for while this one is
   * written.
   */
  exportBatches(filters: Omit<RiskExportBatchInput, 'afterRiskId' | 'limit'>, actor: Actor): AsyncGenerator<RiskExportRow[]> {
    const limit = RISK_EXPORT_BATCH;
    return keysetBatches(
      (afterRiskId: string | undefined) => this.rpc.call(S.exportBatch, { ...filters, afterRiskId, limit }, actor),
      (batch) => (batch.length === limit ? batch[batch.length - 1].riskId : null),
      (batch) => batch,
    );
  }
}
