import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  type LoggerService,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  IMPORT_FORMATS,
  RISK_STATS_ROLES,
  SPEC_IMPORT_FORMATS,
  type Actor,
  type BulkEditJobView,
  type BulkImportPreviewDto,
  type BulkImportResultDto,
  type RiskImportOptions,
  type DepartmentRiskSummaryDto,
  type Language,
  type LinkedTaskDto,
  type RiskAcceptanceDto,
  type RiskAcceptanceSummaryDto,
  type RiskDetailView,
  type RiskHistoryEntryDto,
  type RiskMatrixCellDto,
  type RiskMonthCountDto,
  type RiskView,
} from '@rtm/contracts';
import {
  AcceptanceDecisionDto,
  BulkEditJobDto,
  CreateRiskDto,
  DepartmentSummaryDto,
  ListRisksDto,
  RecordPageDto,
  RequestAcceptanceDto,
  RiskIdDto,
  RiskMonthlyStatsDto,
  UpdateRiskDto,
} from '@rtm/contracts/validation';
import type { JsonText } from '@rtm/backend/nats';
import { RiskClient } from '../clients/risk.client.js';
import { TaskClient } from '../clients/task.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { LOGGER } from '../core/tokens.js';
import { RequestLanguage } from '../i18n/request-language.decorator.js';
import { localiseRefusals } from '../common/bulk-edit-answer.js';
import { jsonBody, pageBody } from '../http/json-text.js';
import { sendXlsxDownload } from '../http/xlsx-download.js';
import { ImportQueryDto, ImportUploads } from './import-uploads.js';
import { RISK_EXPORT_SHEET, riskExportCells, riskExportColumns, riskExportFileName, riskExportFilters } from './risk-export.js';
import { localiseImportAnswer } from './risk-import-answer.js';

/**
 * /api/risks (SPEC section 7). Every signed-in role may read and report; who may edit and delete is
 * decided by the risk service from the actor (403 with a message otherwise). The risk service answers
 * complete views (owner and department names from its projections): one request per read.
 */
@Controller('api/risks')
export class RisksController {
  constructor(
    @Inject(RiskClient) private readonly risks: RiskClient,
    @Inject(TaskClient) private readonly taskClient: TaskClient,
    @Inject(LOGGER) private readonly logger: LoggerService,
    @Inject(ImportUploads) private readonly uploads: ImportUploads,
  ) {}

  /** The page of risks as an array; the number of matches is the X-Total-Count header. */
  @Get()
  async list(
    @Query() query: ListRisksDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<RiskView[]> | undefined> {
    return pageBody(response, await this.risks.listJson(query, actor));
  }

  /** Risks per likelihood and impact (the dashboard matrix); takes the list's filters, or `asOf` (issue 26) and the assessment. */
  @Get('matrix')
  matrix(@Query() query: ListRisksDto, @CurrentActor() actor: Actor): Promise<RiskMatrixCellDto[]> {
    return this.risks.matrix(query, actor);
  }

  /** Issue 25: the dashboard's acceptance cards (awaiting the user's decision, expiring within 30 days, unapproved). */
  @Get('acceptance-summary')
  acceptanceSummary(@CurrentActor() actor: Actor): Promise<RiskAcceptanceSummaryDto> {
    return this.risks.acceptanceSummary(actor);
  }

  /** Risks per department and level; `asOf` (issue 26): at the end of that day. */
  @Get('by-department/summary')
  summary(@Query() query: DepartmentSummaryDto, @CurrentActor() actor: Actor): Promise<DepartmentRiskSummaryDto[]> {
    return this.risks.summaryByDepartment(actor, query);
  }

  /** Risks opened and closed per month, oldest first (the dashboard's line chart): executives, managers, system admins. */
  @Get('stats/monthly')
  @Roles(...RISK_STATS_ROLES)
  monthlyStats(@Query() query: RiskMonthlyStatsDto, @CurrentActor() actor: Actor): Promise<RiskMonthCountDto[]> {
    return this.risks.monthlyStats(query.months, actor);
  }

  /** The template's headers, notes and messages are in the request's language. */
  @Get('template/download')
  async template(@CurrentActor() actor: Actor, @RequestLanguage() language: Language): Promise<StreamableFile> {
    const file = await this.risks.template(actor, language);
    return new StreamableFile(Buffer.from(file.base64, 'base64'), {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  /**
   * The spreadsheet as multipart/form-data (one file field, streamed into the uploads bucket, never held whole),
   * or the spec's JSON `{fileData}` (base64 of an .xlsx or .xls; a data: URL prefix is accepted). Either way the
   * risk service gets the object's name in one request, reads it and deletes it.
   */
  @Post('bulk-upload')
  @HttpCode(200)
  bulkUpload(
    @Body() body: unknown,
    @Query() query: ImportQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
  ): Promise<BulkImportResultDto | BulkImportPreviewDto> {
    return this.importFile(req, res, body, actor, language, { dryRun: query.dryRun, formats: [...SPEC_IMPORT_FORMATS] });
  }

  /**
   * Issue 27, the 'Import and update' dialog: the bulk upload of an .xlsx, .xls, .ods or UTF-8 .csv (with or without
   * a byte-order mark); `dryRun=true` answers the preview and writes nothing.
   */
  @Post('import')
  @HttpCode(200)
  importAndUpdate(
    @Body() body: unknown,
    @Query() query: ImportQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
  ): Promise<BulkImportResultDto | BulkImportPreviewDto> {
    return this.importFile(req, res, body, actor, language, { dryRun: query.dryRun, formats: [...IMPORT_FORMATS] }, true);
  }

  /** The job of an import's updates (more than 100): its progress, then its result; its uploader's or a system admin's. */
  @Get('import/:jobId')
  async importJob(
    @Param() params: BulkEditJobDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
  ): Promise<BulkEditJobView> {
    return localiseRefusals(await this.risks.importJob(params.jobId, actor), language);
  }

  private async importFile(
    req: Request,
    res: Response,
    body: unknown,
    actor: Actor,
    language: Language,
    options: RiskImportOptions,
    anyFormat = false,
  ): Promise<BulkImportResultDto | BulkImportPreviewDto> {
    const object = await this.uploads.receive(req, res, body, undefined, anyFormat);
    try {
      const answer = await this.risks.importObject(object, actor, options);
      if ('jobId' in answer && answer.jobId) res.status(HttpStatus.ACCEPTED);
      return localiseImportAnswer(answer, language);
    } finally {
      // The risk service deletes what it read; this covers a refusal before reading, or a lost answer.
      void this.uploads.remove(object);
    }
  }

  /**
   * Issue 27: the list's risks (its filters, in its order) as an .xlsx, streamed: batches are read from the
   * risk service while the file is written, so memory stays bounded whatever the number of rows.
   */
  @Get('export')
  async export(
    @Query() query: ListRisksDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
    @Res() response: Response,
  ): Promise<void> {
    await sendXlsxDownload(response, {
      fileName: riskExportFileName(new Date()),
      sheet: RISK_EXPORT_SHEET,
      columns: riskExportColumns(language),
      batches: this.risks.exportBatches(riskExportFilters(query), actor),
      cells: riskExportCells,
      logger: this.logger,
      context: 'RisksController',
    });
  }

  @Post()
  create(@Body() body: CreateRiskDto, @CurrentActor() actor: Actor): Promise<RiskView> {
    return this.risks.create(body, actor);
  }

  @Get(':id')
  async get(
    @Param() { id }: RiskIdDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<RiskDetailView> | undefined> {
    return jsonBody(response, await this.risks.getJson(id, actor));
  }

  /**
   * Tasks linked to the risk, answered by the task service alone when it knows the risk (one hop). Otherwise the
   * risk service tells an unknown risk (404) from one the task service has not heard of yet, which has no tasks.
   * An empty list when the task service cannot answer (SPEC section 8). Oldest first, at most 500 per answer (`limit`,
   * `offset`); the number of linked tasks is the X-Total-Count header.
   */
  @Get(':id/tasks')
  async tasks(
    @Param() { id }: RiskIdDto,
    @Query() page: RecordPageDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LinkedTaskDto[]> {
    const answer = await this.taskClient.byRisk(id, page, actor).catch((error: Error) => {
      // A refusal (an id the task service cannot read) is no outage: the risk service says 404 below.
      if (!(error instanceof HttpException && error.getStatus() < 500))
        this.logger.warn(`Linked tasks of risk ${id} unavailable: ${error.message}`, RisksController.name);
      return null;
    });
    if (!answer?.riskKnown) await this.risks.get(id, actor);
    response.setHeader('X-Total-Count', String(answer?.total ?? 0));
    return answer?.tasks ?? [];
  }

  /**
   * The risk's changes (issue 25), newest first, at most 500 per answer (`limit`, `offset`); the number of entries is
   * the X-Total-Count header.
   */
  @Get(':id/history')
  async history(
    @Param() { id }: RiskIdDto,
    @Query() page: RecordPageDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RiskHistoryEntryDto[]> {
    const { items, total } = await this.risks.history(id, page, actor);
    response.setHeader('X-Total-Count', String(total));
    return items;
  }

  @Patch(':id')
  update(@Param() { id }: RiskIdDto, @Body() body: UpdateRiskDto, @CurrentActor() actor: Actor): Promise<RiskView> {
    return this.risks.update(id, body, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<void> {
    await this.risks.remove(id, actor);
  }

  /** Issue 25: asks an approver to accept the risk until `expiresOn`; 201 with the pending acceptance. */
  @Post(':id/acceptance')
  requestAcceptance(
    @Param() { id }: RiskIdDto,
    @Body() body: RequestAcceptanceDto,
    @CurrentActor() actor: Actor,
  ): Promise<RiskAcceptanceDto> {
    return this.risks.requestAcceptance({ ...body, id }, actor);
  }

  /** An executive's or system admin's decision on the pending (or unapproved) acceptance; 200 with it. */
  @Post(':id/acceptance/decision')
  @HttpCode(200)
  decideAcceptance(
    @Param() { id }: RiskIdDto,
    @Body() body: AcceptanceDecisionDto,
    @CurrentActor() actor: Actor,
  ): Promise<RiskAcceptanceDto> {
    return this.risks.decideAcceptance({ ...body, id }, actor);
  }

  /** Withdraws a pending request or revokes a standing acceptance; 200 with the acceptance as it ends. */
  @Delete(':id/acceptance')
  withdrawAcceptance(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<RiskAcceptanceDto> {
    return this.risks.withdrawAcceptance(id, actor);
  }
}
