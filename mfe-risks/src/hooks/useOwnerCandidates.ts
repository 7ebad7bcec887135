import { useMemo } from 'react';
import { displayName, OWNER_ROLES, type UserDto } from '@rtm/contracts';

/** Users who may own risks: managers and system admins (SPEC section 5), active ones, by name. */
export function useOwnerCandidates(users: readonly UserDto[] | undefined): UserDto[] {
  return useMemo(
    () =>
      (users ?? [])
        .filter((u) => OWNER_ROLES.includes(u.role) && u.isActive !== false)
        .sort((a, b) => displayName(a).localeCompare(displayName(b))),
    [users],
  );
}
