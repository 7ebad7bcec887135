import { useMemo } from 'react';
import { displayName, OWNER_ROLES, type UserListEntry } from '@rtm/contracts';

/** Users who may own risks: managers and system admins (SPEC section 5), active ones, by name. */
export function useOwnerCandidates(users: readonly UserListEntry[] | undefined): UserListEntry[] {
  return useMemo(
    () =>
      (users ?? [])
        .filter((u) => OWNER_ROLES.includes(u.role) && u.isActive !== false)
        .sort((a, b) => displayName(a).localeCompare(displayName(b))),
    [users],
  );
}
