import { Controller, Get, Inject } from '@nestjs/common';
import type { Actor, EscalationAlertsDto } from '@rtm/contracts';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';

/** The dashboard's alerts, for every signed-in user (team members get their own tasks). */
@Controller('api/escalation-alerts')
export class EscalationAlertsController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<EscalationAlertsDto> {
    return this.notification.escalationAlerts(actor);
  }
}
