import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { RpcActor, RpcData, type JsonAnswer } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RiskIdsInput, type RpcResponse } from '@rtm/contracts';
import { CreateRiskDto, ListRisksDto, RiskIdDto, UpdateRiskDto } from '@rtm/contracts/validation';
import { RisksService } from './risks.service.js';

const S = SUBJECTS.risk;

class UpdateRiskRequest extends UpdateRiskDto {
  @IsString()
  id!: string;
}

class RiskIdsDto implements RiskIdsInput {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  ids!: string[];
}

@Controller()
export class RisksController {
  constructor(@Inject(RisksService) private readonly risks: RisksService) {}

  /** Answers `{ items, total }`; the gateway turns it into the array plus X-Total-Count. */
  @MessagePattern(S.risksList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListRisksDto): Promise<JsonAnswer<RpcResponse<typeof S.risksList>>> {
    return this.risks.list(actor, data);
  }

  @MessagePattern(S.risksGet)
  get(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdDto): Promise<RpcResponse<typeof S.risksGet>> {
    return this.risks.get(actor, data.id);
  }

  @MessagePattern(S.risksByIds)
  byIds(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdsDto): Promise<RpcResponse<typeof S.risksByIds>> {
    return this.risks.byIds(actor, data.ids);
  }

  @MessagePattern(S.risksCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateRiskDto): Promise<RpcResponse<typeof S.risksCreate>> {
    return this.risks.create(actor, data);
  }

  @MessagePattern(S.risksUpdate)
  update(@RpcActor() actor: Actor | null, @RpcData() data: UpdateRiskRequest): Promise<RpcResponse<typeof S.risksUpdate>> {
    const { id, ...changes } = data;
    return this.risks.update(actor, id, changes);
  }

  @MessagePattern(S.risksDelete)
  remove(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdDto): Promise<RpcResponse<typeof S.risksDelete>> {
    return this.risks.remove(actor, data.id);
  }
}
