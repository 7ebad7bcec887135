import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { REPORT_SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { RiskReportDataDto } from '@rtm/contracts/validation';
import { ReportDataService } from './report-data.service.js';

const S = REPORT_SUBJECTS;

/** risk.report.data: the risk service's part of a committee pack (issue 29), asked by the notification service. */
@Controller()
export class ReportDataController {
  constructor(@Inject(ReportDataService) private readonly reports: ReportDataService) {}

  @MessagePattern(S.riskData)
  data(@RpcActor() actor: Actor | null, @RpcData() data: RiskReportDataDto): Promise<RpcResponse<typeof S.riskData>> {
    return this.reports.data(actor, data);
  }
}
