import { Module } from '@nestjs/common';
import { EscalationSettingsController } from './escalation-settings.controller.js';
import { EscalationSettingsService } from './escalation-settings.service.js';

/** Escalation rules (notification.escalation.*) and the active ones the scheduler follows. */
@Module({
  controllers: [EscalationSettingsController],
  providers: [EscalationSettingsService],
  exports: [EscalationSettingsService],
})
export class EscalationModule {}
