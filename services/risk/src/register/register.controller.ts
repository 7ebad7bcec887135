import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { DepartmentSummaryDto, ListRisksDto, RiskLevelTrendDto, RiskMovementsDto } from '@rtm/contracts/validation';
import { RisksService } from '../risks/risks.service.js';
import { RegisterService } from './register.service.js';

const S = SUBJECTS.risk;

@Controller()
export class RegisterController {
  constructor(
    @Inject(RegisterService) private readonly register: RegisterService,
    @Inject(RisksService) private readonly risks: RisksService,
  ) {}

  /** The matrix: as of a day's end from the day rows, else the register as it is (the risks room's kept counts). */
  @MessagePattern(S.risksMatrix)
  matrix(@RpcActor() actor: Actor | null, @RpcData() data: ListRisksDto): Promise<RpcResponse<typeof S.risksMatrix>> {
    const { asOf } = data;
    return asOf !== undefined ? this.register.matrix(actor, { ...data, asOf }) : this.risks.matrix(actor, data);
  }

  /** The department summary, as of a day's end or as it is. */
  @MessagePattern(S.summaryByDepartment)
  summary(@RpcActor() actor: Actor | null, @RpcData() data: DepartmentSummaryDto): Promise<RpcResponse<typeof S.summaryByDepartment>> {
    return data.asOf !== undefined ? this.register.summary(actor, data.asOf) : this.risks.summaryByDepartment(actor);
  }

  @MessagePattern(S.historyStart)
  historyStart(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.historyStart>> {
    return this.register.historyStart(actor);
  }

  @MessagePattern(S.movements)
  movements(@RpcActor() actor: Actor | null, @RpcData() data: RiskMovementsDto): Promise<RpcResponse<typeof S.movements>> {
    return this.register.movements(actor, data);
  }

  @MessagePattern(S.statsLevels)
  levels(@RpcActor() actor: Actor | null, @RpcData() data: RiskLevelTrendDto): Promise<RpcResponse<typeof S.statsLevels>> {
    return this.register.levels(actor, data);
  }
}
