import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { REPORT_SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { RenderReportDto, ReportSettingsBodyDto } from '@rtm/contracts/validation';
import { ReportSettingsService } from './report-settings.service.js';
import { ReportsService } from './reports.service.js';

const S = REPORT_SUBJECTS;

/** notification.reports.render: a committee pack made for the gateway's user (issue 29); the packs' settings. */
@Controller()
export class ReportsController {
  constructor(
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(ReportSettingsService) private readonly settings: ReportSettingsService,
  ) {}

  @MessagePattern(S.render)
  render(@RpcActor() actor: Actor | null, @RpcData() data: RenderReportDto): Promise<RpcResponse<typeof S.render>> {
    return this.reports.render(actor, data);
  }

  @MessagePattern(S.settingsGet)
  getSettings(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.settingsGet>> {
    return this.settings.get(actor);
  }

  @MessagePattern(S.settingsReplace)
  replaceSettings(@RpcActor() actor: Actor | null, @RpcData() data: ReportSettingsBodyDto): Promise<RpcResponse<typeof S.settingsReplace>> {
    return this.settings.replace(actor, { organisationName: data.organisationName });
  }
}
