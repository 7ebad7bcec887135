/** Enumerations of the notification slice (SPEC section 3). */

export const TEMPLATE_TYPES = [
  'task_assigned',
  'task_reminder',
  'task_completed',
  'task_overdue',
  'risk_created',
  'risk_updated',
  'daily_digest',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
