import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { UpdateEscalationSettingRpcDto } from '@rtm/contracts/validation';
import { EscalationSettingsService } from './escalation-settings.service.js';

const S = SUBJECTS.notification;

@Controller()
export class EscalationSettingsController {
  constructor(@Inject(EscalationSettingsService) private readonly rules: EscalationSettingsService) {}

  @MessagePattern(S.escalationList)
  list(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.escalationList>> {
    return this.rules.list(actor);
  }

  @MessagePattern(S.escalationUpdate)
  update(@RpcActor() actor: Actor | null, @RpcData() data: UpdateEscalationSettingRpcDto): Promise<RpcResponse<typeof S.escalationUpdate>> {
    const { id, ...changes } = data;
    return this.rules.update(actor, id, changes);
  }
}
