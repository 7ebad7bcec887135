import { humanize, type UserRole } from '@rtm/contracts';

/** 'system_admin' -> 'System Admin' (SPEC section 6 label). */
export function roleLabel(role: UserRole | string): string {
  return humanize(role).replace(/\b\w/g, (c) => c.toUpperCase());
}
