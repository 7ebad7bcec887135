import { Controller, Get, Inject } from '@nestjs/common';
import type { Actor, EscalationAlertsDto } from '@rtm/contracts';
import { NotificationClient } from '../clients/notification.client.js';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';

/**
 * The dashboard's alerts, for every signed-in user (team members get their own tasks): the notification service's
 * groups, and the risks outside appetite from the risk service, which owns the appetite (issue 25), asked at once.
 */
@Controller('api/escalation-alerts')
export class EscalationAlertsController {
  constructor(
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    @Inject(RiskClient) private readonly risks: RiskClient,
  ) {}

  @Get()
  async get(@CurrentActor() actor: Actor): Promise<EscalationAlertsDto> {
    const [alerts, outside] = await Promise.all([this.notification.escalationAlerts(actor), this.risks.outsideAppetite(actor)]);
    return { ...alerts, outsideAppetite: outside.items, outsideAppetiteCount: outside.count };
  }
}
