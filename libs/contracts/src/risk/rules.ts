import { LIMITS } from '../common/constants.js';
import { ACCEPTANCE_MAX_DAYS } from './constants.js';
import type { RiskLevel } from '../common/enums.js';

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

/** A risk's residual assessment: both values, or neither (not assessed). */
export interface Residual {
  residualLikelihood: number | null;
  residualImpact: number | null;
}

/** What a change leaves of the residual assessment (resolveResidual). */
export type ResidualOutcome =
  | { residual: Residual; cleared: boolean; refused?: undefined }
  | { refused: 'residualIncomplete' | 'residualAboveInherent'; residual?: undefined; cleared?: undefined };

/**
 * The residual assessment after a change (issue 25). `given` holds what the request sent (undefined: not sent, null:
 * cleared); a value not sent keeps the stored one. Both or neither: one without the other is refused. A residual
 * score above the inherent one is refused when the request sent residual values; when only the inherent assessment
 * changed (a client of the spec's fields lowered it), the residual is cleared instead (`cleared`), to be assessed again.
 */
export function resolveResidual(
  inherent: { likelihood: number; impact: number },
  stored: Residual,
  given: Partial<Residual>,
): ResidualOutcome {
  const sent = given.residualLikelihood !== undefined || given.residualImpact !== undefined;
  const residual: Residual = {
    residualLikelihood: given.residualLikelihood !== undefined ? given.residualLikelihood : stored.residualLikelihood,
    residualImpact: given.residualImpact !== undefined ? given.residualImpact : stored.residualImpact,
  };
  if ((residual.residualLikelihood === null) !== (residual.residualImpact === null)) return { refused: 'residualIncomplete' };
  if (residual.residualLikelihood === null || residual.residualImpact === null) return { residual, cleared: false };
  if (riskScore(residual.residualLikelihood, residual.residualImpact) <= riskScore(inherent.likelihood, inherent.impact))
    return { residual, cleared: false };
  if (sent) return { refused: 'residualAboveInherent' };
  return { residual: { residualLikelihood: null, residualImpact: null }, cleared: true };
}

/** The score a risk's appetite compares (issue 25): the residual one, the inherent one while not assessed. */
export function assessedScore(risk: { riskScore: number; residualScore: number | null }): number {
  return risk.residualScore ?? risk.riskScore;
}

/** The residual score and level of an assessment, null while not assessed. */
export function residualScoreOf(residual: Residual): { residualScore: number | null; residualLevel: RiskLevel | null } {
  if (residual.residualLikelihood === null || residual.residualImpact === null) return { residualScore: null, residualLevel: null };
  const score = riskScore(residual.residualLikelihood, residual.residualImpact);
  return { residualScore: score, residualLevel: riskLevel(score) };
}

/** A typed likelihood/impact that fails to parse becomes 1 (SPEC section 5). */
export function parseMatrixValue(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) ? n : 1;
}

/** The day `days` after `day` (both YYYY-MM-DD, UTC). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether an acceptance requested on `today` may last until `expiresOn`: after today, at most ACCEPTANCE_MAX_DAYS ahead. */
export function acceptanceExpiryAllowed(expiresOn: string, today: string): boolean {
  return expiresOn > today && expiresOn <= addDays(today, ACCEPTANCE_MAX_DAYS);
}
