import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { ReplaceRiskAppetiteDto } from '@rtm/contracts/validation';
import { AppetiteService } from './appetite.service.js';

const S = SUBJECTS.risk;

@Controller()
export class AppetiteController {
  constructor(@Inject(AppetiteService) private readonly appetite: AppetiteService) {}

  @MessagePattern(S.appetiteGet)
  get(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.appetiteGet>> {
    return this.appetite.get(actor);
  }

  @MessagePattern(S.appetiteOutside)
  outside(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.appetiteOutside>> {
    return this.appetite.outside(actor);
  }

  @MessagePattern(S.appetiteReplace)
  replace(@RpcActor() actor: Actor | null, @RpcData() data: ReplaceRiskAppetiteDto): Promise<RpcResponse<typeof S.appetiteReplace>> {
    return this.appetite.replace(actor, data.items);
  }
}
