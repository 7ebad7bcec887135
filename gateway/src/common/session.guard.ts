import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ERRORS } from '@rtm/contracts';
import { IS_PUBLIC } from './public.decorator.js';

/** Global: every route needs a signed-in user unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw new UnauthorizedException(ERRORS.unauthenticated);
  }
}
