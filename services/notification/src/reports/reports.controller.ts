import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { REPORT_SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { RenderReportDto } from '@rtm/contracts/validation';
import { ReportsService } from './reports.service.js';

const S = REPORT_SUBJECTS;

/** notification.reports.render: a committee pack made for the gateway's user (issue 29). */
@Controller()
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @MessagePattern(S.render)
  render(@RpcActor() actor: Actor | null, @RpcData() data: RenderReportDto): Promise<RpcResponse<typeof S.render>> {
    return this.reports.render(actor, data);
  }
}
