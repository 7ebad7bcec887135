import { Body, Controller, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import type { Actor, UserDto } from '@rtm/contracts';
import { ChangeRoleDto, CreateUserDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { SessionUsers } from '../auth/session-users.js';
import { UserIdParams } from './user-id.params.js';

@Controller('api/users')
export class UsersController {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(SessionUsers) private readonly sessionUsers: SessionUsers,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<UserDto[]> {
    return this.identity.listUsers(actor);
  }

  @Post()
  @Roles('system_admin')
  create(@Body() body: CreateUserDto, @CurrentActor() actor: Actor): Promise<UserDto> {
    return this.identity.createUser(body, actor);
  }

  /** `departmentId` left out keeps the user's department. */
  @Patch(':userId/role')
  @Roles('system_admin')
  async changeRole(@Param() { userId }: UserIdParams, @Body() body: ChangeRoleDto, @CurrentActor() actor: Actor): Promise<UserDto> {
    const user = await this.identity.changeRole({ userId, role: body.role, departmentId: body.departmentId }, actor);
    this.sessionUsers.remember(user); // the user's own next request sees the new role
    return user;
  }
}
