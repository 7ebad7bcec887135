import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { IDENTITY_MESSAGES, SUBJECTS, type Actor, type RpcResponse, type UserIdInput, type UserIdsInput } from '@rtm/contracts';
import { ChangeRoleDto, CreateUserDto, LoginDto } from '@rtm/contracts/validation';
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
  list(): Promise<RpcResponse<typeof S.usersList>> {
    return this.users.list();
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
}
