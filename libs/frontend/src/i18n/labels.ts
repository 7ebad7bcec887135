import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { humanize } from '@rtm/contracts';
import { COMMON_NS } from './i18n';

const titleCase = (text: string) => text.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

/**
 * Labels of the enumerations (roles, statuses, priorities, levels, likelihood, impact, applications,
 * frequencies, risk types, entity types) in the current language, from the common catalogue. They are
 * keyed by the contracts' enumeration values; a value no catalogue knows (e.g. a risk type added by an
 * administrator) is shown humanized.
 */
export function enumLabels(t: TFunction) {
  const label = (group: string, value: string | number, fallback = titleCase(humanize(String(value)))) =>
    t(`enum.${group}.${value}`, { ns: COMMON_NS, defaultValue: fallback });
  return {
    role: (role: string) => label('role', role),
    /** `list` shows mitigation_in_progress as 'In Progress' (the risk list). */
    riskStatus: (status: string, variant: 'full' | 'list' = 'full') =>
      variant === 'list'
        ? t([`enum.riskStatusShort.${status}`, `enum.riskStatus.${status}`], { ns: COMMON_NS, defaultValue: humanize(status) })
        : label('riskStatus', status),
    riskLevel: (level: string) => label('riskLevel', level),
    riskType: (name: string | null | undefined) => (name ? label('riskType', name) : ''),
    /** Underscores shown as spaces (SPEC section 2). */
    affectedApp: (app: string) => label('affectedApp', app, humanize(app)),
    frequency: (frequency: string) => label('frequency', frequency),
    likelihood: (n: number) => label('likelihood', n, String(n)),
    impact: (n: number) => label('impact', n, String(n)),
    taskStatus: (status: string) => label('taskStatus', status),
    /** `short` is the board badge (Low, Med, High). */
    taskPriority: (priority: string, variant: 'full' | 'short' = 'full') =>
      variant === 'short'
        ? t([`enum.taskPriorityShort.${priority}`, `enum.taskPriority.${priority}`], { ns: COMMON_NS, defaultValue: humanize(priority) })
        : label('taskPriority', priority),
    entityType: (type: string) => label('entityType', type),
  };
}

export type EnumLabels = ReturnType<typeof enumLabels>;

/** {@link enumLabels} bound to the current language (components re-render on a language switch). */
export function useEnumLabels(): EnumLabels {
  const { t } = useTranslation(COMMON_NS);
  return useMemo(() => enumLabels(t), [t]);
}
