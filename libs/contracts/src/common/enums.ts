/** Enumerations of SPEC sections 3 and 4 that every slice uses. */

export const USER_ROLES = ['system_admin', 'executive', 'manager', 'team_member'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'team_member';

/** action_type of the activity log; each domain event's `type` is one of these. */
export const ACTION_TYPES = [
  'risk_created',
  'risk_updated',
  'risk_closed',
  'risk_deleted',
  'task_created',
  'task_updated',
  'task_completed',
  'task_deleted',
  'user_created',
  'user_updated',
  'comment_added',
  'department_created',
  'department_updated',
  'project_created',
  'project_updated',
  'project_completed',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ENTITY_TYPES = ['risk', 'task', 'user', 'department', 'comment', 'project'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
