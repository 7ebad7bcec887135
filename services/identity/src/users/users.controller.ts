import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor } from '@rtm/contracts';
import { ChangeRoleDto, CreateUserDto, LoginDto, SetLanguageDto } from '@rtm/contracts/validation';
import { IsUUID } from 'class-validator';
import { UsersService } from './users.service.js';

class UserIdDto {
  @IsUUID('all', { message: 'User id must be a uuid' })
  id!: string;
}

class ChangeRoleRequest extends ChangeRoleDto {
  @IsUUID('all', { message: 'User id must be a uuid' })
  userId!: string;
}

class IdsDto {
  @IsUUID('all', { each: true })
  ids!: string[];
}

@Controller()
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @MessagePattern(SUBJECTS.identity.authVerify)
  verify(@RpcData() data: LoginDto) {
    return this.users.verify(data);
  }

  @MessagePattern(SUBJECTS.identity.usersGet)
  get(@RpcData() data: UserIdDto) {
    return this.users.get(data.id);
  }

  @MessagePattern(SUBJECTS.identity.usersList)
  list() {
    return this.users.list();
  }

  @MessagePattern(SUBJECTS.identity.usersByIds)
  byIds(@RpcData() data: IdsDto) {
    return this.users.byIds(data.ids);
  }

  @MessagePattern(SUBJECTS.identity.usersCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateUserDto) {
    return this.users.create(actor, data);
  }

  @MessagePattern(SUBJECTS.identity.usersChangeRole)
  changeRole(@RpcActor() actor: Actor | null, @RpcData() data: ChangeRoleRequest) {
    return this.users.changeRole(actor, data);
  }

  /** The actor's own interface language. */
  @MessagePattern(SUBJECTS.identity.usersSetLanguage)
  setLanguage(@RpcActor() actor: Actor | null, @RpcData() data: SetLanguageDto) {
    return this.users.setLanguage(actor, data);
  }
}
