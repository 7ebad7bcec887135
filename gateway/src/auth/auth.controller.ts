import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor, LoginOptionsDto, UserDto } from '@rtm/contracts';
import { ChangePasswordDto, SetLanguageDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { CurrentActor, CurrentUser } from '../common/current-user.decorator.js';
import { Public } from '../common/public.decorator.js';
import { GATEWAY_CONFIG } from '../core/tokens.js';
import { SecurityLog } from '../security-log/security-log.js';
import type { GatewayConfig } from '../gateway.config.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { clearCookieOptions, SESSION_COOKIE } from './session-cookie.js';
import { SessionUsers } from './session-users.js';
import { UserSessions } from './user-sessions.js';

@Controller('api')
export class AuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(SessionUsers) private readonly sessionUsers: SessionUsers,
    @Inject(UserSessions) private readonly userSessions: UserSessions,
    @Inject(SecurityLog) private readonly securityLog: SecurityLog,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  login(@CurrentUser() user: UserDto): UserDto {
    return user;
  }

  /** Destroys the session in the store and clears the cookie; fine without a session too. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const userId = (request.session as { passport?: { user?: unknown } } | undefined)?.passport?.user;
    if (typeof userId === 'string') await this.securityLog.record({ type: 'sign_out', userId, address: request.ip });
    if (request.session) {
      await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
    }
    response.clearCookie(SESSION_COOKIE, clearCookieOptions(this.config, request.secure));
  }

  /** Before sign-in: the default credentials hint is for development machines only. */
  @Public()
  @Get('auth/login-options')
  loginOptions(): LoginOptionsDto {
    return { showDefaultAdminHint: this.config.NODE_ENV !== 'production' };
  }

  @Get('auth/me')
  me(@CurrentUser() user: UserDto): UserDto {
    return user;
  }

  /** The signed-in user's own password (current one required); the user's other sessions end, this one stays. */
  @Patch('auth/me/password')
  @HttpCode(HttpStatus.NO_CONTENT)
  async changePassword(@Body() body: ChangePasswordDto, @CurrentActor() actor: Actor, @Req() request: Request): Promise<void> {
    await this.identity.changePassword({ currentPassword: body.currentPassword, newPassword: body.newPassword }, actor);
    await this.userSessions.endOthers(actor.id, request.sessionID);
    await this.securityLog.record({ type: 'password_changed', userId: actor.id, address: request.ip });
  }

  /** Keeps the signed-in user's interface language on the server (set by the language switch). */
  @Patch('auth/me/language')
  async setLanguage(@Body() body: SetLanguageDto, @CurrentActor() actor: Actor): Promise<UserDto> {
    const user = await this.identity.setLanguage({ language: body.language }, actor);
    this.sessionUsers.remember(user);
    return user;
  }
}
