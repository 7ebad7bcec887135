import { useMemo } from 'react';
import { displayName, type UserListEntry, type UserSummary } from '@rtm/contracts';

/** The active users among `users`, sorted by name. */
export const activeByName = (users: readonly UserListEntry[]): UserListEntry[] =>
  users.filter((u) => u.isActive !== false).sort((a, b) => displayName(a).localeCompare(displayName(b)));

/**
 * Options of a person picker (owner, assignee): each candidate by name with their e-mail; the person already
 * chosen stays listed even when no longer a candidate (deactivated, or moved to another role).
 */
export function usePersonOptions(candidates: readonly UserListEntry[], current: UserSummary | null | undefined) {
  return useMemo(() => {
    const options = candidates.map((u) => ({ value: u.id, label: u.email ? `${displayName(u)} (${u.email})` : displayName(u) }));
    if (current && !candidates.some((u) => u.id === current.id)) options.unshift({ value: current.id, label: displayName(current) });
    return options;
  }, [candidates, current]);
}
