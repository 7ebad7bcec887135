import { Body, ConflictException, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { IDENTITY_MESSAGES, OWNER_ROLES, type Actor, type RiskStatus, type UserDto, type UserListEntry } from '@rtm/contracts';
import { ChangeRoleDto, CreateUserDto, ResetPasswordDto, SetActiveDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { SessionUsers } from '../auth/session-users.js';
import { UserSessions } from '../auth/user-sessions.js';
import { SecurityLog } from '../security-log/security-log.js';
import { UserIdParams } from './user-id.params.js';

@Controller('api/users')
export class UsersController {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(SessionUsers) private readonly sessionUsers: SessionUsers,
    @Inject(SecurityLog) private readonly securityLog: SecurityLog,
    @Inject(RiskClient) private readonly risks: RiskClient,
    @Inject(UserSessions) private readonly userSessions: UserSessions,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<UserListEntry[]> {
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
  async changeRole(
    @Param() { userId }: UserIdParams,
    @Body() body: ChangeRoleDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<UserDto> {
    if (!OWNER_ROLES.includes(body.role)) await this.assertOwnsNoOpenRisk(userId, actor); // only owner roles own risks
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
   * Deactivates or activates a user, effective on their next request (their sessions end). Refused with 409 while
   * they own open risks or manage a department: reassign first. A demotion to a role that may not own risks or
   * manage departments is refused the same way.
   */
  @Patch(':userId/active')
  @Roles('system_admin')
  async setActive(
    @Param() { userId }: UserIdParams,
    @Body() { isActive }: SetActiveDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<UserDto> {
    if (!isActive && userId !== actor.id) await this.assertOwnsNoOpenRisk(userId, actor);
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

  /** 409 while the user owns open risks (asked of the risk service); identity checks the departments they manage. */
  private async assertOwnsNoOpenRisk(userId: string, actor: Actor): Promise<void> {
    const owned = await this.risks.list({ ownerId: userId, status: [...OPEN_RISK_STATUSES], limit: 0 }, actor);
    if (owned.total > 0) throw new ConflictException(IDENTITY_MESSAGES.userHoldsWork);
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

/** Risks that still need their owner (closed and accepted ones do not). */
const OPEN_RISK_STATUSES: readonly RiskStatus[] = ['open', 'under_review', 'mitigation_in_progress'];
