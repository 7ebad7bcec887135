import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { JsonText } from '@rtm/backend/nats';
import type { Actor, UserDto, UserListEntry } from '@rtm/contracts';
import { ChangeRoleDto, CreateUserDto, ListUsersDto, ResetPasswordDto, SetActiveDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { SessionUsers } from '../auth/session-users.js';
import { UserSessions } from '../auth/user-sessions.js';
import { SecurityLog } from '../security-log/security-log.js';
import { pageBody } from '../http/json-text.js';
import { UserIdParams } from './user-id.params.js';

@Controller('api/users')
export class UsersController {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(SessionUsers) private readonly sessionUsers: SessionUsers,
    @Inject(SecurityLog) private readonly securityLog: SecurityLog,
    @Inject(UserSessions) private readonly userSessions: UserSessions,
  ) {}

  /**
   * A page of users as an array (search, role and department filters, `limit` up to 500); the number of matches is
   * the X-Total-Count header.
   */
  @Get()
  async list(
    @Query() query: ListUsersDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<UserListEntry[]> | undefined> {
    return pageBody(response, await this.identity.listUsersJson(query, actor));
  }

  @Post()
  @Roles('system_admin')
  create(@Body() body: CreateUserDto, @CurrentActor() actor: Actor): Promise<UserDto> {
    return this.identity.createUser(body, actor);
  }

  /** `departmentId` left out keeps the user's department. */
  @Patch(':userId/role')
  @Roles('system_admin')
  async changeRole(
    @Param() { userId }: UserIdParams,
    @Body() body: ChangeRoleDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<UserDto> {
    const user = await this.identity.changeRole({ userId, role: body.role, departmentId: body.departmentId }, actor);
    this.sessionUsers.remember(user); // the user's own next request sees the new role
    await this.securityLog.record({
      type: 'role_changed',
      username: user.username,
      userId: user.id,
      actorId: actor.id,
      address: request.ip,
      detail: { role: user.role },
    });
    return user;
  }

  /**
   * Deactivates or activates a user, effective on their next request (their sessions end). Identity refuses with 409
   * while they own open risks or manage a department (reassign first), and a demotion to a role that may not own
   * risks or manage departments the same way.
   */
  @Patch(':userId/active')
  @Roles('system_admin')
  async setActive(
    @Param() { userId }: UserIdParams,
    @Body() { isActive }: SetActiveDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<UserDto> {
    const user = await this.identity.setActive({ userId, isActive }, actor);
    this.sessionUsers.remember(user);
    if (!isActive) await this.userSessions.endAll(userId);
    await this.securityLog.record({
      type: isActive ? 'user_activated' : 'user_deactivated',
      username: user.username,
      userId,
      actorId: actor.id,
      address: request.ip,
    });
    return user;
  }

  /** A new password set by an administrator; the user's sessions end. */
  @Patch(':userId/password')
  @Roles('system_admin')
  @HttpCode(204)
  async resetPassword(
    @Param() { userId }: UserIdParams,
    @Body() { newPassword }: ResetPasswordDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<void> {
    await this.identity.resetPassword({ userId, newPassword }, actor);
    await this.userSessions.endAll(userId);
    await this.securityLog.record({ type: 'password_reset', userId, actorId: actor.id, address: request.ip });
  }
}
