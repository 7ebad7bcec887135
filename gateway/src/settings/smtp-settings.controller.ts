import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import type { Actor, SmtpSettingsDto as SmtpSettings, SmtpTestResultDto } from '@rtm/contracts';
import { SmtpSettingsDto, SmtpTestDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/** The SMTP settings: the password is never answered (hasPassword says whether one is stored). */
@Controller('api/smtp-settings')
@Roles('system_admin')
export class SmtpSettingsController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<SmtpSettings> {
    return this.notification.smtpSettings(actor);
  }

  /** Creates or replaces the settings; an empty password keeps the stored one. */
  @Post()
  @HttpCode(200)
  save(@Body() body: SmtpSettingsDto, @CurrentActor() actor: Actor): Promise<SmtpSettings> {
    return this.notification.saveSmtpSettings(body, actor);
  }

  /** Sends a test mail with the form's values and answers what the SMTP server said. */
  @Post('test')
  @HttpCode(200)
  test(@Body() body: SmtpTestDto, @CurrentActor() actor: Actor): Promise<SmtpTestResultDto> {
    return this.notification.testSmtpSettings(body, actor);
  }
}
