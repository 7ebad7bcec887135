import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsUUID } from 'class-validator';
import { PublicSubject, RpcActor, RpcData } from '@rtm/backend/nats';
import { IDENTITY_MESSAGES, SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { ChangePasswordDto, LoginDto, ResetPasswordDto } from '@rtm/contracts/validation';
import { CredentialsService } from './credentials.service.js';

const S = SUBJECTS.identity;

class ResetPasswordRequest extends ResetPasswordDto {
  @IsUUID('all', { message: IDENTITY_MESSAGES.userIdInvalid })
  userId!: string;
}

@Controller()
export class CredentialsController {
  constructor(@Inject(CredentialsService) private readonly credentials: CredentialsService) {}

  @MessagePattern(S.authVerify)
  @PublicSubject('sign-in: no user is known before the credentials are checked')
  verify(@RpcData() data: LoginDto): Promise<RpcResponse<typeof S.authVerify>> {
    return this.credentials.verify(data);
  }

  /** The actor's own password. */
  @MessagePattern(S.usersChangePassword)
  changePassword(@RpcActor() actor: Actor | null, @RpcData() data: ChangePasswordDto): Promise<RpcResponse<typeof S.usersChangePassword>> {
    return this.credentials.changePassword(actor, data);
  }

  @MessagePattern(S.usersResetPassword)
  resetPassword(@RpcActor() actor: Actor | null, @RpcData() data: ResetPasswordRequest): Promise<RpcResponse<typeof S.usersResetPassword>> {
    return this.credentials.resetPassword(actor, data);
  }
}
