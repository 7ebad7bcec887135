import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor } from '@rtm/contracts';
import { CreateRiskDto, ListRisksDto, RiskIdDto, UpdateRiskDto } from '@rtm/contracts/validation';
import { RisksService } from './risks.service.js';

class UpdateRiskRequest extends UpdateRiskDto {
  @IsString()
  id!: string;
}

class RiskIdsDto {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  ids!: string[];
}

@Controller()
export class RisksController {
  constructor(@Inject(RisksService) private readonly risks: RisksService) {}

  /** Answers `{ items, total }`; the gateway turns it into the array plus X-Total-Count. */
  @MessagePattern(SUBJECTS.risk.risksList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListRisksDto) {
    return this.risks.list(actor, data);
  }

  @MessagePattern(SUBJECTS.risk.risksMatrix)
  matrix(@RpcActor() actor: Actor | null, @RpcData() data: ListRisksDto) {
    return this.risks.matrix(actor, data);
  }

  @MessagePattern(SUBJECTS.risk.summaryByDepartment)
  summary(@RpcActor() actor: Actor | null) {
    return this.risks.summaryByDepartment(actor);
  }

  @MessagePattern(SUBJECTS.risk.risksGet)
  get(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdDto) {
    return this.risks.get(actor, data.id);
  }

  @MessagePattern(SUBJECTS.risk.risksByIds)
  byIds(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdsDto) {
    return this.risks.byIds(actor, data.ids);
  }

  @MessagePattern(SUBJECTS.risk.risksCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateRiskDto) {
    return this.risks.create(actor, data);
  }

  @MessagePattern(SUBJECTS.risk.risksUpdate)
  update(@RpcActor() actor: Actor | null, @RpcData() data: UpdateRiskRequest) {
    const { id, ...changes } = data;
    return this.risks.update(actor, id, changes);
  }

  @MessagePattern(SUBJECTS.risk.risksDelete)
  remove(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdDto) {
    return this.risks.remove(actor, data.id);
  }
}
