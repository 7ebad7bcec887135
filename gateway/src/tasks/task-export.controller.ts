import { Controller, Get, Inject, Query, Res, type LoggerService } from '@nestjs/common';
import type { Response } from 'express';
import { RpcClient } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type Language } from '@rtm/contracts';
import { ListTasksDto } from '@rtm/contracts/validation';
import { CurrentActor } from '../common/current-user.decorator.js';
import { LOGGER } from '../core/tokens.js';
import { keysetBatches, sendXlsxDownload } from '../http/xlsx-download.js';
import { RequestLanguage } from '../i18n/request-language.decorator.js';
import { TASK_EXPORT_SHEET, taskExportCells, taskExportColumns, taskExportFileName, taskExportFilters } from './task-export.js';

/**
 * GET /api/tasks/export?<the task list's filters>: the matching tasks as an .xlsx in the list's order, streamed from the
 * task service's batches (every signed-in role reads every task, as on the list).
 */
@Controller('api/tasks')
export class TaskExportController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  @Get('export')
  async export(
    @Query() query: ListTasksDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
    @Res() response: Response,
  ): Promise<void> {
    const filters = taskExportFilters(query);
    await sendXlsxDownload(response, {
      fileName: taskExportFileName(new Date()),
      sheet: TASK_EXPORT_SHEET,
      columns: taskExportColumns(language),
      batches: keysetBatches(
        (after: string[] | undefined) => this.rpc.call(SUBJECTS.task.tasksExport, { ...filters, after }, actor),
        (batch) => batch.next,
        (batch) => batch.rows,
      ),
      cells: taskExportCells,
      logger: this.logger,
      context: TaskExportController.name,
    });
  }
}
