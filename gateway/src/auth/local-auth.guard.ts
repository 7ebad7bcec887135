import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginDto } from '@rtm/contracts/validation';
import { GatewayValidationPipe } from '../common/validation.pipe.js';
import { startSignedInSession } from './session-lifetime.js';

/**
 * POST /api/login: validates the body (guards run before pipes, so the strategy would otherwise see
 * it first), checks the credentials with the local strategy, then logs in. AuthGuard alone creates
 * no session: `logIn` regenerates the session id and stores the user id in it; the sign-in's time, browser and
 * address go beside it (session-lifetime.ts).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = new GatewayValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    await super.canActivate(context);
    await super.logIn(request);
    startSignedInSession(request);
    return true;
  }
}
