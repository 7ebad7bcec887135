import { Module } from '@nestjs/common';
import { SmtpSettingsController } from './smtp-settings.controller.js';
import { SmtpSettingsService } from './smtp-settings.service.js';

/** SMTP settings (notification.smtp.*) and the active settings the mail sender uses. */
@Module({
  controllers: [SmtpSettingsController],
  providers: [SmtpSettingsService],
  exports: [SmtpSettingsService],
})
export class SmtpModule {}
