import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor, UserDto } from '@rtm/contracts';
import { SetLanguageDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { CurrentActor, CurrentUser } from '../common/current-user.decorator.js';
import { Public } from '../common/public.decorator.js';
import { GATEWAY_CONFIG } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { clearCookieOptions, SESSION_COOKIE } from './session-cookie.js';
import { SessionUsers } from './session-users.js';

@Controller('api')
export class AuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(SessionUsers) private readonly sessionUsers: SessionUsers,
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
    if (request.session) {
      await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
    }
    response.clearCookie(SESSION_COOKIE, clearCookieOptions(this.config, request.secure));
  }

  @Get('auth/me')
  me(@CurrentUser() user: UserDto): UserDto {
    return user;
  }

  /** Keeps the signed-in user's interface language on the server (set by the language switch). */
  @Patch('auth/me/language')
  async setLanguage(@Body() body: SetLanguageDto, @CurrentActor() actor: Actor): Promise<UserDto> {
    const user = await this.identity.setLanguage({ language: body.language }, actor);
    this.sessionUsers.remember(user);
    return user;
  }
}
