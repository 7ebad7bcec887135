import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PublicSubject, RpcActor, RpcData, type JsonAnswer } from '@rtm/backend/nats';
import { IDENTITY_MESSAGES, LIMITS, SUBJECTS, type Actor, type RpcResponse, type UserIdInput, type UserIdsInput } from '@rtm/contracts';
import { ChangeRoleDto, CreateUserDto, ListUsersDto, SetActiveDto, SetLanguageDto } from '@rtm/contracts/validation';
import { ArrayMaxSize, IsUUID } from 'class-validator';
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

class IdsDto implements UserIdsInput {
  @ArrayMaxSize(LIMITS.directoryIdsMax, { message: IDENTITY_MESSAGES.tooManyIds })
  @IsUUID('all', { each: true })
  ids!: string[];
}

@Controller()
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @MessagePattern(S.usersGet)
  @PublicSubject("the session's user: the gateway learns who the user is, and their role, from this answer")
  get(@RpcData() data: UserIdDto): Promise<RpcResponse<typeof S.usersGet>> {
    return this.users.get(data.id);
  }

  /** Answers `{ items, total }`; the gateway turns it into the array plus X-Total-Count. */
  @MessagePattern(S.usersList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListUsersDto): Promise<JsonAnswer<RpcResponse<typeof S.usersList>>> {
    return this.users.list(actor, data);
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

  @MessagePattern(S.usersSetActive)
  setActive(@RpcActor() actor: Actor | null, @RpcData() data: SetActiveRequest): Promise<RpcResponse<typeof S.usersSetActive>> {
    return this.users.setActive(actor, data);
  }

  /** The actor's own interface language. */
  @MessagePattern(S.usersSetLanguage)
  setLanguage(@RpcActor() actor: Actor | null, @RpcData() data: SetLanguageDto): Promise<RpcResponse<typeof S.usersSetLanguage>> {
    return this.users.setLanguage(actor, data);
  }
}
