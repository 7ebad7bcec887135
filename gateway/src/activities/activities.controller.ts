import { Controller, Get, Inject, Query, Res, type LoggerService } from '@nestjs/common';
import type { Response } from 'express';
import { XLSX_CONTENT_TYPE, writeXlsxStream, type XlsxCell } from '@rtm/backend/excel';
import {
  ACTIVITY_LOG_ROLES,
  LIMITS,
  type ActivityDto,
  type ActivityExportRow,
  type ActivityUserOption,
  type Actor,
  type Language,
} from '@rtm/contracts';
import { ActivityFiltersDto, ListActivitiesDto, SearchActivityUsersDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { LOGGER } from '../core/tokens.js';
import { RequestLanguage } from '../i18n/request-language.decorator.js';
import {
  ACTIVITY_EXPORT_SHEET,
  activityExportCells,
  activityExportColumns,
  activityExportFileName,
  activityFilters,
} from './activity-export.js';

@Controller('api/activities')
export class ActivitiesController {
  constructor(
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  /**
   * Newest first, filtered; the page is the body and the total is the X-Total-Count header. Paged by `offset` (the
   * spec's) or by `cursor`, the X-Next-Cursor (older) or X-Prev-Cursor (newer) header of a page before; each header
   * is left out where there is no such page.
   */
  @Get()
  @Roles(...ACTIVITY_LOG_ROLES)
  async list(
    @Query() query: ListActivitiesDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActivityDto[]> {
    const paging = query.cursor === undefined ? { offset: query.offset ?? 0 } : { cursor: query.cursor };
    const page = await this.notification.listActivities(
      { ...activityFilters(query), limit: query.limit ?? LIMITS.activityPageDefault, ...paging },
      actor,
    );
    response.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) response.setHeader('X-Next-Cursor', page.nextCursor);
    if (page.prevCursor) response.setHeader('X-Prev-Cursor', page.prevCursor);
    return page.items;
  }

  /**
   * The filtered activities as an .xlsx, streamed: batches are read from the service while the file is written,
   * so memory stays bounded whatever the number of rows. The first batch is read before anything is sent, so a
   * refusal or an unavailable service still answers with its status.
   */
  @Get('export')
  @Roles(...ACTIVITY_LOG_ROLES)
  async export(
    @Query() query: ActivityFiltersDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
    @Res() response: Response,
  ): Promise<void> {
    const batches = this.notification.activityExportBatches(activityFilters(query), actor);
    const first = await batches.next();
    response.setHeader('Content-Type', XLSX_CONTENT_TYPE);
    response.setHeader('Content-Disposition', `attachment; filename="${activityExportFileName(new Date())}"`);
    response.setHeader('Cache-Control', 'no-store');
    try {
      await writeXlsxStream(response, ACTIVITY_EXPORT_SHEET, activityExportColumns(language), rowsOf(first, batches));
    } catch (error) {
      // The status is sent already: the download breaks off rather than ending in a file that looks complete.
      this.logger.warn?.(`Activity export stopped: ${(error as Error).message}`, 'ActivitiesController');
      response.destroy();
    }
  }

  /** The user filter's options, searched on the server (first or last name, or e-mail). */
  @Get('users')
  @Roles(...ACTIVITY_LOG_ROLES)
  users(@Query() query: SearchActivityUsersDto, @CurrentActor() actor: Actor): Promise<ActivityUserOption[]> {
    return this.notification.searchActivityUsers(query.search, actor);
  }
}

async function* rowsOf(
  first: IteratorResult<ActivityExportRow[]>,
  rest: AsyncGenerator<ActivityExportRow[]>,
): AsyncGenerator<XlsxCell[][]> {
  if (first.done) return;
  yield first.value.map(activityExportCells);
  for await (const batch of rest) yield batch.map(activityExportCells);
}
