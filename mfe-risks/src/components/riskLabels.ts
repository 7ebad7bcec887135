import { humanize, RISK_LEVEL_LABELS, RISK_STATUS_LABELS, RISK_STATUS_LIST_LABELS, type RiskLevel, type RiskStatus } from '@rtm/contracts';

/** antd preset colours per level (badges; the matrix uses theme tokens of the same hues). */
export const RISK_LEVEL_COLORS: Record<RiskLevel, string> = {
  low: 'green',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};

export const RISK_STATUS_COLORS: Record<RiskStatus, string> = {
  open: 'blue',
  under_review: 'purple',
  mitigation_in_progress: 'orange',
  closed: 'default',
  accepted: 'cyan',
};

const capitalizeWords = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

/** 'legal_compliance' -> 'Legal Compliance' (risk types are stored as text names). */
export function riskTypeLabel(name: string | null | undefined): string {
  return name ? capitalizeWords(humanize(name)) : 'Unknown';
}

/** Underscores shown as spaces: 'qq_system' -> 'qq system' (SPEC section 2). */
export function affectedAppLabel(app: string | null | undefined): string {
  return humanize(app);
}

/** 'weekly' -> 'Weekly'. */
export function frequencyLabel(frequency: string | null | undefined): string {
  return frequency ? capitalizeWords(frequency) : '';
}

export function riskLevelLabel(level: RiskLevel): string {
  return RISK_LEVEL_LABELS[level] ?? level;
}

/** The list shows mitigation_in_progress as 'In Progress'; elsewhere the full label. */
export function riskStatusLabel(status: RiskStatus, variant: 'list' | 'full' = 'full'): string {
  return (variant === 'list' ? RISK_STATUS_LIST_LABELS : RISK_STATUS_LABELS)[status] ?? humanize(status);
}
