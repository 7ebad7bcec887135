import type { DepartmentRiskSummaryDto, RiskLevel } from '@rtm/contracts';

/** Severities from the bottom of a stacked bar to its top. */
export const STACK_ORDER: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];

export interface DepartmentBar {
  name: string;
  low: number;
  medium: number;
  high: number;
  critical: number;
  total: number;
}

/** The departments that have risks, most risks first, with a count per severity. */
export function departmentBars(rows: readonly DepartmentRiskSummaryDto[], fallbackName: (id: number) => string): DepartmentBar[] {
  return rows
    .filter((r) => r.totalRisks > 0)
    .sort((a, b) => b.totalRisks - a.totalRisks || a.departmentId - b.departmentId)
    .map((r) => ({
      name: r.departmentName ?? fallbackName(r.departmentId),
      low: r.lowCount,
      medium: r.mediumCount,
      high: r.highCount,
      critical: r.criticalCount,
      total: r.totalRisks,
    }));
}

/** 'YYYY-MM' as a short month name and year in the language (Latin digits, as the rest of the app). */
export function monthLabel(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number);
  const locale = language.startsWith('ar') ? 'ar-u-nu-latn' : 'en';
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}
