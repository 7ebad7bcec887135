import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { SmtpSettingsDto, SmtpTestDto } from '@rtm/contracts/validation';
import { SmtpSettingsService } from './smtp-settings.service.js';

const S = SUBJECTS.notification;

@Controller()
export class SmtpSettingsController {
  constructor(@Inject(SmtpSettingsService) private readonly smtp: SmtpSettingsService) {}

  @MessagePattern(S.smtpGet)
  get(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.smtpGet>> {
    return this.smtp.get(actor);
  }

  @MessagePattern(S.smtpSave)
  save(@RpcActor() actor: Actor | null, @RpcData() data: SmtpSettingsDto): Promise<RpcResponse<typeof S.smtpSave>> {
    return this.smtp.save(actor, data);
  }

  @MessagePattern(S.smtpTest)
  test(@RpcActor() actor: Actor | null, @RpcData() data: SmtpTestDto): Promise<RpcResponse<typeof S.smtpTest>> {
    return this.smtp.test(actor, data);
  }
}
