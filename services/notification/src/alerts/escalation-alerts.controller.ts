import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { EscalationAlertsService } from './escalation-alerts.service.js';

const S = SUBJECTS.notification;

@Controller()
export class EscalationAlertsController {
  constructor(@Inject(EscalationAlertsService) private readonly alerts: EscalationAlertsService) {}

  @MessagePattern(S.alertsGet)
  get(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.alertsGet>> {
    return this.alerts.get(actor);
  }
}
