import { ForbiddenException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ERRORS, type UserDto, type UserRole } from '@rtm/contracts';
import { IS_PUBLIC } from './public.decorator.js';
import { ROLES } from './roles.decorator.js';

/** Global, after SessionGuard: the signed-in user's current role must be one of the route's @Roles(). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, targets);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<Request>().user as UserDto | undefined;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(ERRORS.forbidden);
  }
}
