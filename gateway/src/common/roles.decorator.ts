import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '@rtm/contracts';

export const ROLES = 'rtm:roles';

/** Roles allowed on a controller or route; without it, any signed-in user is allowed. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);
