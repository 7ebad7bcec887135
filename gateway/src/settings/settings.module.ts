import { Module } from '@nestjs/common';
import { EmailTemplatesController } from './email-templates.controller.js';
import { EscalationAlertsController } from './escalation-alerts.controller.js';
import { EscalationSettingsController } from './escalation-settings.controller.js';
import { SmtpSettingsController } from './smtp-settings.controller.js';

/** The settings of SPEC section 2 (system admins only): /api/smtp-settings, /api/email-templates, /api/escalation-settings. */
@Module({
  controllers: [SmtpSettingsController, EmailTemplatesController, EscalationSettingsController, EscalationAlertsController],
})
export class SettingsModule {}
