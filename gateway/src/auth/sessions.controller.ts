import { Controller, Delete, Get, HttpCode, HttpStatus, Inject, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IDENTITY_MESSAGES, type Actor, type SessionDto } from '@rtm/contracts';
import { ListSessionsDto } from '@rtm/contracts/validation';
import { CurrentActor } from '../common/current-user.decorator.js';
import { GATEWAY_CONFIG } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { SecurityLog } from '../security-log/security-log.js';
import { clearCookieOptions, SESSION_COOKIE } from './session-cookie.js';
import { UserSessions } from './user-sessions.js';

const SESSION_ID = /^[0-9a-f]{64}$/;

/** The signed-in person's own sessions: the list (device, address, last use) and ending any of them. */
@Controller('api/auth/me/sessions')
export class SessionsController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(UserSessions) private readonly sessions: UserSessions,
    @Inject(SecurityLog) private readonly securityLog: SecurityLog,
  ) {}

  /** Last used first; the page is the body and the total is X-Total-Count. */
  @Get()
  async list(
    @Query() query: ListSessionsDto,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionDto[]> {
    const page = await this.sessions.list(actor.id, request.sessionID, query.limit ?? 100, query.offset ?? 0);
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  /** Every session of the person but this one ends (a lost phone, a shared computer). */
  @Delete()
  async endOthers(@CurrentActor() actor: Actor, @Req() request: Request): Promise<{ ended: number }> {
    const ended = await this.sessions.endOthers(actor.id, request.sessionID);
    if (ended > 0) {
      await this.securityLog.record({ type: 'session_ended', userId: actor.id, address: request.ip, detail: { sessions: String(ended) } });
    }
    return { ended };
  }

  /** Ends one session of the person; ending this very session signs out (the cookie is cleared). */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async end(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const sid = SESSION_ID.test(id) ? await this.sessions.endOne(actor.id, id) : null;
    if (!sid) throw new NotFoundException(IDENTITY_MESSAGES.sessionNotFound);
    const current = sid === request.sessionID;
    await this.securityLog.record({
      type: 'session_ended',
      userId: actor.id,
      address: request.ip,
      detail: { sessions: '1', current: String(current) },
    });
    if (current) {
      // The row is gone already; this drops the request's copy so express-session does not write it back.
      await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
      response.clearCookie(SESSION_COOKIE, clearCookieOptions(this.config, request.secure));
    }
  }
}
