import type { UserDto, UserRole } from '@rtm/contracts';

export function hasRole(user: Pick<UserDto, 'role'> | null | undefined, roles: readonly UserRole[]): boolean {
  return !!user && roles.includes(user.role);
}
