import type { UserRole } from './enums.js';

/** Only these roles may own risks or manage departments (SPEC section 6). */
export const OWNER_ROLES: readonly UserRole[] = ['manager', 'system_admin'];

/** Who may read the activity log: the Activity menu entry and the dashboard feed (SPEC section 2). */
export const ACTIVITY_LOG_ROLES: readonly UserRole[] = ['system_admin', 'executive', 'manager'];

/**
 * Who sees settings changes in the activity log (`settings_changed`: SMTP, templates, escalation rules): the system
 * admins who manage them; the other roles of ACTIVITY_LOG_ROLES read the log without them.
 */
export const SETTINGS_LOG_ROLES: readonly UserRole[] = ['system_admin'];

/** Action types only SETTINGS_LOG_ROLES see. */
export const SETTINGS_ACTION_TYPES = ['settings_changed'] as const;

/** Who sees the risk charts of the dashboard (risks opened and closed per month): GET /api/risks/stats/monthly. */
export const RISK_STATS_ROLES: readonly UserRole[] = ['system_admin', 'executive', 'manager'];
