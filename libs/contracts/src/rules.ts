import type { RiskLevel } from './enums.js';
import { LIMITS } from './constants.js';

/** Likelihood x impact, 1..25 (SPEC section 4). */
export function riskScore(likelihood: number, impact: number): number {
  return likelihood * impact;
}

/** Level from score with thresholds 4, 8, 15 (SPEC section 4). */
export function riskLevel(score: number): RiskLevel {
  const [medium, high, critical] = LIMITS.riskLevelThresholds;
  if (score >= critical) return 'critical';
  if (score >= high) return 'high';
  if (score >= medium) return 'medium';
  return 'low';
}

/** A typed likelihood/impact that fails to parse becomes 1 (SPEC section 5). */
export function parseMatrixValue(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) ? n : 1;
}

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function emailPrefix(email?: string | null): string {
  return email ? email.split('@')[0] : '';
}

/** First plus last name when both exist, else the e-mail part before the @, else 'User'. */
export function displayName(person?: PersonName | null): string {
  if (person?.firstName && person.lastName) return `${person.firstName} ${person.lastName}`;
  return emailPrefix(person?.email) || 'User';
}

/** First letters of first and last name, else of first name, else of the e-mail, else '?'. */
export function initials(person?: PersonName | null): string {
  if (person?.firstName && person.lastName) return `${person.firstName[0]}${person.lastName[0]}`.toUpperCase();
  if (person?.firstName) return person.firstName[0].toUpperCase();
  if (person?.email) return person.email[0].toUpperCase();
  return '?';
}

/** First name, else e-mail prefix (cards, activity feed). */
export function shortName(person?: PersonName | null, fallback = 'Unknown'): string {
  return person?.firstName || emailPrefix(person?.email) || fallback;
}

/** Underscores shown as spaces (roles, applications). */
export function humanize(value?: string | null): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** `RSK-2026-0001`, `TSK-2026-0001` (ARCHITECTURE.md, codes). */
export function formatCode(prefix: 'RSK' | 'TSK', year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(4, '0')}`;
}

export type DueState = 'overdue' | 'soon' | 'normal';

/** Overdue if the due day is past, soon if within `soonDays` days, else normal. */
export function dueState(dueDate: string | Date | null | undefined, now = new Date(), soonDays = LIMITS.dueSoonDays): DueState {
  if (!dueDate) return 'normal';
  const due = new Date(dueDate).getTime();
  const diff = due - now.getTime();
  if (diff < 0) return 'overdue';
  if (diff <= soonDays * 24 * 60 * 60 * 1000) return 'soon';
  return 'normal';
}
