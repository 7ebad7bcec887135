import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import type { Actor, ReportSettingsDto } from '@rtm/contracts';
import { ReportSettingsBodyDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/** GET and PUT /api/report-settings (issue 29, system admins): the organisation's name on every page of a pack. */
@Controller('api/report-settings')
@Roles('system_admin')
export class ReportSettingsController {
  constructor(@Inject(NotificationClient) private readonly notifications: NotificationClient) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<ReportSettingsDto> {
    return this.notifications.reportSettings(actor);
  }

  @Put()
  replace(@Body() body: ReportSettingsBodyDto, @CurrentActor() actor: Actor): Promise<ReportSettingsDto> {
    return this.notifications.replaceReportSettings({ organisationName: body.organisationName }, actor);
  }
}
