import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { REPORT_SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { ListReportSchedulesDto, ReportScheduleBodyDto, ReportScheduleIdDto, UpdateReportScheduleRpcDto } from '@rtm/contracts/validation';
import { ReportSchedulesService } from './report-schedules.service.js';

const S = REPORT_SUBJECTS;

/** notification.reportSchedules.*: the schedules of committee packs (issue 29, system admins). */
@Controller()
export class ReportSchedulesController {
  constructor(@Inject(ReportSchedulesService) private readonly schedules: ReportSchedulesService) {}

  @MessagePattern(S.schedulesList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListReportSchedulesDto): Promise<RpcResponse<typeof S.schedulesList>> {
    return this.schedules.list(actor, data);
  }

  @MessagePattern(S.schedulesCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: ReportScheduleBodyDto): Promise<RpcResponse<typeof S.schedulesCreate>> {
    return this.schedules.create(actor, data);
  }

  @MessagePattern(S.schedulesUpdate)
  update(@RpcActor() actor: Actor | null, @RpcData() data: UpdateReportScheduleRpcDto): Promise<RpcResponse<typeof S.schedulesUpdate>> {
    const { id, ...changes } = data;
    return this.schedules.update(actor, id, changes);
  }

  @MessagePattern(S.schedulesDelete)
  delete(@RpcActor() actor: Actor | null, @RpcData() data: ReportScheduleIdDto): Promise<RpcResponse<typeof S.schedulesDelete>> {
    return this.schedules.delete(actor, data.id);
  }
}
