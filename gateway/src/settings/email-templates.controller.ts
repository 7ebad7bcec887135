import { Body, Controller, Delete, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import type { Actor, EmailTemplateDto as EmailTemplate } from '@rtm/contracts';
import { EmailTemplateDto, TemplateIdDto, UpdateEmailTemplateDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

@Controller('api/email-templates')
@Roles('system_admin')
export class EmailTemplatesController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<EmailTemplate[]> {
    return this.notification.listTemplates(actor);
  }

  @Post()
  create(@Body() body: EmailTemplateDto, @CurrentActor() actor: Actor): Promise<EmailTemplate> {
    return this.notification.createTemplate(body, actor);
  }

  @Patch(':id')
  update(@Param() { id }: TemplateIdDto, @Body() body: UpdateEmailTemplateDto, @CurrentActor() actor: Actor): Promise<EmailTemplate> {
    return this.notification.updateTemplate(id, body, actor);
  }

  @Delete(':id')
  delete(@Param() { id }: TemplateIdDto, @CurrentActor() actor: Actor): Promise<{ id: string }> {
    return this.notification.deleteTemplate(id, actor);
  }
}
