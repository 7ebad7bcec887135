import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import type { Actor, Page, ReportScheduleDto } from '@rtm/contracts';
import { ListReportSchedulesDto, ReportScheduleBodyDto, ReportScheduleIdDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/** /api/report-schedules (issue 29, system admins): committee packs mailed on a cadence. */
@Controller('api/report-schedules')
@Roles('system_admin')
export class ReportSchedulesController {
  constructor(@Inject(NotificationClient) private readonly notifications: NotificationClient) {}

  @Get()
  list(@Query() query: ListReportSchedulesDto, @CurrentActor() actor: Actor): Promise<Page<ReportScheduleDto>> {
    return this.notifications.listReportSchedules({ limit: query.limit, offset: query.offset }, actor);
  }

  @Post()
  create(@Body() body: ReportScheduleBodyDto, @CurrentActor() actor: Actor): Promise<ReportScheduleDto> {
    return this.notifications.createReportSchedule(body, actor);
  }

  @Patch(':id')
  update(
    @Param() { id }: ReportScheduleIdDto,
    @Body() body: ReportScheduleBodyDto,
    @CurrentActor() actor: Actor,
  ): Promise<ReportScheduleDto> {
    return this.notifications.updateReportSchedule(id, body, actor);
  }

  @Delete(':id')
  delete(@Param() { id }: ReportScheduleIdDto, @CurrentActor() actor: Actor): Promise<{ id: string }> {
    return this.notifications.deleteReportSchedule(id, actor);
  }
}
