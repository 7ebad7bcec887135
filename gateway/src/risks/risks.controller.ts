import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  type LoggerService,
} from '@nestjs/common';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import type {
  Actor,
  BulkUploadResultDto,
  DepartmentRiskSummaryDto,
  Language,
  LinkedTaskDto,
  RiskDetailView,
  RiskMatrixCellDto,
  RiskView,
} from '@rtm/contracts';
import { BulkUploadDto, CreateRiskDto, ListRisksDto, RiskIdDto, UpdateRiskDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { TaskClient } from '../clients/task.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { LOGGER } from '../core/tokens.js';
import { localiseImportResult } from '../i18n/import-result.js';
import { RequestLanguage } from '../i18n/request-language.decorator.js';

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
  ) {}

  /** The page of risks as an array; the number of matches is the X-Total-Count header. */
  @Get()
  async list(
    @Query() query: ListRisksDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RiskView[]> {
    const page = await this.risks.list(query, actor);
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  /** Risks per likelihood and impact (the dashboard matrix); takes the list's filters. */
  @Get('matrix')
  matrix(@Query() query: ListRisksDto, @CurrentActor() actor: Actor): Promise<RiskMatrixCellDto[]> {
    return this.risks.matrix(query, actor);
  }

  @Get('by-department/summary')
  summary(@CurrentActor() actor: Actor): Promise<DepartmentRiskSummaryDto[]> {
    return this.risks.summaryByDepartment(actor);
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

  /** {fileData}: base64 of an .xlsx or .xls (a data: URL prefix is accepted). */
  @Post('bulk-upload')
  @HttpCode(200)
  async bulkUpload(
    @Body() body: BulkUploadDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
  ): Promise<BulkUploadResultDto> {
    const base64 = body.fileData.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
    return localiseImportResult(await this.risks.importSpreadsheet(base64, actor, randomUUID()), language);
  }

  @Post()
  create(@Body() body: CreateRiskDto, @CurrentActor() actor: Actor): Promise<RiskView> {
    return this.risks.create(body, actor);
  }

  @Get(':id')
  get(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<RiskDetailView> {
    return this.risks.get(id, actor);
  }

  /**
   * Tasks linked to the risk, answered by the task service alone when it knows the risk (one hop). Otherwise the
   * risk service tells an unknown risk (404) from one the task service has not heard of yet, which has no tasks.
   * An empty list when the task service cannot answer (SPEC section 8).
   */
  @Get(':id/tasks')
  async tasks(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<LinkedTaskDto[]> {
    const answer = await this.taskClient.byRisk(id, actor).catch((error: Error) => {
      this.logger.warn(`Linked tasks of risk ${id} unavailable: ${error.message}`, RisksController.name);
      return null;
    });
    if (answer?.riskKnown) return answer.tasks;
    await this.risks.get(id, actor);
    return answer?.tasks ?? [];
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
}
