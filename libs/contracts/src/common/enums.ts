/**
 * The enumerations of SPEC sections 3 and 4, with the labels the interface shows: one table in the spec,
 * one file here (front ends of several slices read them, e.g. the dashboard shows risk levels and task statuses).
 */

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
  // Beside the spec's: a system admin changed a setting (SMTP, e-mail template, escalation rule); issue 23.
  'settings_changed',
  // Beside the spec's: a risk's residual assessment or treatment changed, and its acceptance's steps (issue 25).
  'risk_assessed',
  'risk_acceptance_requested',
  'risk_accepted',
  'risk_acceptance_rejected',
  'risk_acceptance_revoked',
  'risk_acceptance_expired',
  'risk_appetite_changed',
  'risk_appetite_breached',
  // Issue 26: a risk's review (confirmed, rescored or closed).
  'risk_reviewed',
  // Issue 28: evidence attached to a risk or a task, and deleted.
  'attachment_added',
  'attachment_deleted',
  // Issue 28: evidence whose validity ends within ATTACHMENT_LIMITS.reminderDays (its reminder mail).
  'attachment_expiring',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ENTITY_TYPES = ['risk', 'task', 'user', 'department', 'comment', 'project', 'settings'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const RISK_STATUSES = ['open', 'under_review', 'mitigation_in_progress', 'closed', 'accepted'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
/** Risks that still need their owner (closed and accepted ones do not): an owner of one stays active with an owner role. */
export const OPEN_RISK_STATUSES: readonly RiskStatus[] = ['open', 'under_review', 'mitigation_in_progress'];
export const RISK_STATUS_LABELS: Record<RiskStatus, string> = {
  open: 'Open',
  under_review: 'Under Review',
  mitigation_in_progress: 'Mitigation in Progress',
  closed: 'Closed',
  accepted: 'Accepted',
};
/** The risk list shows mitigation_in_progress shorter. */
export const RISK_STATUS_LIST_LABELS: Record<RiskStatus, string> = {
  ...RISK_STATUS_LABELS,
  mitigation_in_progress: 'In Progress',
};

export const RISK_TYPE_NAMES = ['clinical', 'technical', 'operational', 'financial', 'legal_compliance', 'reputational'] as const;

export const AFFECTED_APPS = ['psyter', 'naraakum', 'quraan', 'qq_system', 'musabaqat', 'bmc_erp', 'bmc_financial'] as const;
export type AffectedApp = (typeof AFFECTED_APPS)[number];

export const RISK_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RiskFrequency = (typeof RISK_FREQUENCIES)[number];

/** How a risk is treated (ISO 31000): reduce it, share it, stop the activity, or keep it (issue 25). */
export const TREATMENT_STRATEGIES = ['mitigate', 'transfer', 'avoid', 'accept'] as const;
export type TreatmentStrategy = (typeof TREATMENT_STRATEGIES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const TASK_STATUSES = ['to_do', 'in_progress', 'done', 'blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  to_do: 'To Do',
  in_progress: 'In Progress',
  done: 'Done',
  blocked: 'Blocked',
};

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const TASK_HISTORY_ACTIONS = [
  'created',
  'status_changed',
  'assigned',
  'priority_changed',
  'due_date_changed',
  'comment_added',
  'attachment_added',
  'completed',
  'reopened',
] as const;
export type TaskHistoryAction = (typeof TASK_HISTORY_ACTIONS)[number];

export const TEMPLATE_TYPES = [
  'task_assigned',
  'task_reminder',
  'task_completed',
  'task_overdue',
  'risk_created',
  'risk_updated',
  'daily_digest',
  'acceptance_requested',
  'acceptance_decided',
  'acceptance_expiring',
  'acceptance_expired',
  'appetite_breached',
  'appetite_breached_summary',
  'review_due',
  'review_overdue',
  'review_escalated',
  // Issue 28: to the uploader and the item's owner, ATTACHMENT_LIMITS.reminderDays before a file's validUntil.
  'evidence_expiring',
  // Issue 29: a scheduled committee pack, its PDF attached.
  'report_pack',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
