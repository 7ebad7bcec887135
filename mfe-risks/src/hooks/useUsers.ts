import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { displayName, OWNER_ROLES, type UserDto } from '@rtm/contracts';
import { lookupKeys } from '../api/risk.keys';

export function useUsers() {
  return useQuery<UserDto[]>({ queryKey: lookupKeys.users });
}

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
