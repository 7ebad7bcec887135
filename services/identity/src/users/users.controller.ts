import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { IDENTITY_MESSAGES, SUBJECTS, type Actor, type RpcResponse, type UserIdInput, type UserIdsInput } from '@rtm/contracts';
import {
  ChangePasswordDto,
  ChangeRoleDto,
  CreateUserDto,
  LoginDto,
  ResetPasswordDto,
  SetActiveDto,
  SetLanguageDto,
} from '@rtm/contracts/validation';
import { IsUUID } from 'class-validator';
import { UsersService } from './users.service.js';

const S = SUBJECTS.identity;

class UserIdDto implements UserIdInput {
  @IsUUID('all', { message: IDENTITY_MESSAGES.userIdInvalid })
  id!: string;
}

class ChangeRoleRequest extends ChangeRoleDto {
  @IsUUID('all', { message: IDENTITY_MESSAGES.userIdInvalid })
  userId!: string;
}

class SetActiveRequest extends SetActiveDto {
  @IsUUID('all', { message: IDENTITY_MESSAGES.userIdInvalid })
  userId!: string;
}

class ResetPasswordRequest extends ResetPasswordDto {
  @IsUUID('all', { message: IDENTITY_MESSAGES.userIdInvalid })
  userId!: string;
}

class IdsDto implements UserIdsInput {
  @IsUUID('all', { each: true })
  ids!: string[];
}

@Controller()
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @MessagePattern(S.authVerify)
  verify(@RpcData() data: LoginDto): Promise<RpcResponse<typeof S.authVerify>> {
    return this.users.verify(data);
  }

  @MessagePattern(S.usersGet)
  get(@RpcData() data: UserIdDto): Promise<RpcResponse<typeof S.usersGet>> {
    return this.users.get(data.id);
  }

  @MessagePattern(S.usersList)
  list(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.usersList>> {
    return this.users.list(actor);
  }

  @MessagePattern(S.usersByIds)
  byIds(@RpcData() data: IdsDto): Promise<RpcResponse<typeof S.usersByIds>> {
    return this.users.byIds(data.ids);
  }

  @MessagePattern(S.usersCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateUserDto): Promise<RpcResponse<typeof S.usersCreate>> {
    return this.users.create(actor, data);
  }

  @MessagePattern(S.usersChangeRole)
  changeRole(@RpcActor() actor: Actor | null, @RpcData() data: ChangeRoleRequest): Promise<RpcResponse<typeof S.usersChangeRole>> {
    return this.users.changeRole(actor, data);
  }

  /** The actor's own interface language. */
  @MessagePattern(S.usersChangePassword)
  changePassword(@RpcActor() actor: Actor | null, @RpcData() data: ChangePasswordDto): Promise<RpcResponse<typeof S.usersChangePassword>> {
    return this.users.changePassword(actor, data);
  }

  @MessagePattern(S.usersSetActive)
  setActive(@RpcActor() actor: Actor | null, @RpcData() data: SetActiveRequest): Promise<RpcResponse<typeof S.usersSetActive>> {
    return this.users.setActive(actor, data);
  }

  @MessagePattern(S.usersResetPassword)
  resetPassword(@RpcActor() actor: Actor | null, @RpcData() data: ResetPasswordRequest): Promise<RpcResponse<typeof S.usersResetPassword>> {
    return this.users.resetPassword(actor, data);
  }

  @MessagePattern(S.usersSetLanguage)
  setLanguage(@RpcActor() actor: Actor | null, @RpcData() data: SetLanguageDto): Promise<RpcResponse<typeof S.usersSetLanguage>> {
    return this.users.setLanguage(actor, data);
  }
}
