import { useMemo } from 'react';
import { OWNER_ROLES, type UserListEntry } from '@rtm/contracts';
import { activeByName } from '@rtm/frontend/directory';

/** Users who may own risks: managers and system admins (SPEC section 5), active ones, by name. */
export function useOwnerCandidates(users: readonly UserListEntry[] | undefined): UserListEntry[] {
  return useMemo(() => activeByName((users ?? []).filter((u) => OWNER_ROLES.includes(u.role))), [users]);
}
