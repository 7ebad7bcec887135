/** Enumerations of the risk slice (SPEC section 3), with the labels the interface shows. */

export const RISK_STATUSES = ['open', 'under_review', 'mitigation_in_progress', 'closed', 'accepted'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
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

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Matrix labels of SPEC section 4. */
export const LIKELIHOOD_LABELS: Record<number, string> = {
  5: 'Almost Certain',
  4: 'Likely',
  3: 'Possible',
  2: 'Unlikely',
  1: 'Rare',
};

export const IMPACT_LABELS: Record<number, string> = {
  1: 'Insignificant',
  2: 'Minor',
  3: 'Moderate',
  4: 'Major',
  5: 'Catastrophic',
};
