import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { EmailTemplateDto, TemplateIdDto, UpdateEmailTemplateRpcDto } from '@rtm/contracts/validation';
import { EmailTemplatesService } from './email-templates.service.js';

const S = SUBJECTS.notification;

@Controller()
export class EmailTemplatesController {
  constructor(@Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService) {}

  @MessagePattern(S.templatesList)
  list(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.templatesList>> {
    return this.templates.list(actor);
  }

  @MessagePattern(S.templatesCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: EmailTemplateDto): Promise<RpcResponse<typeof S.templatesCreate>> {
    return this.templates.create(actor, data);
  }

  @MessagePattern(S.templatesUpdate)
  update(@RpcActor() actor: Actor | null, @RpcData() data: UpdateEmailTemplateRpcDto): Promise<RpcResponse<typeof S.templatesUpdate>> {
    const { id, ...changes } = data;
    return this.templates.update(actor, id, changes);
  }

  @MessagePattern(S.templatesDelete)
  delete(@RpcActor() actor: Actor | null, @RpcData() data: TemplateIdDto): Promise<RpcResponse<typeof S.templatesDelete>> {
    return this.templates.delete(actor, data.id);
  }
}
