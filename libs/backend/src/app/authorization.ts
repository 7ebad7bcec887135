import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { ERRORS, type Actor, type UserRole } from '@rtm/contracts';

/** Services check roles themselves from the request's actor; they never trust the caller blindly. */
export function requireRole(actor: Actor | null, ...roles: UserRole[]): Actor {
  if (!actor) throw new UnauthorizedException(ERRORS.unauthenticated);
  if (roles.length > 0 && !roles.includes(actor.role)) throw new ForbiddenException(ERRORS.forbidden);
  return actor;
}
