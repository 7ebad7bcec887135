import { Body, Controller, Get, Inject, Param, Patch } from '@nestjs/common';
import type { Actor, EscalationSettingDto } from '@rtm/contracts';
import { EscalationIdDto, UpdateEscalationSettingDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

@Controller('api/escalation-settings')
@Roles('system_admin')
export class EscalationSettingsController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<EscalationSettingDto[]> {
    return this.notification.listEscalationSettings(actor);
  }

  /** One field at a time as the Notifications tab sends it, or several. */
  @Patch(':id')
  update(
    @Param() { id }: EscalationIdDto,
    @Body() body: UpdateEscalationSettingDto,
    @CurrentActor() actor: Actor,
  ): Promise<EscalationSettingDto> {
    return this.notification.updateEscalationSetting(id, body, actor);
  }
}
