import { LIMITS } from '../common/constants.js';
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

/** A typed likelihood/impact that fails to parse becomes 1 (SPEC section 5). */
export function parseMatrixValue(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) ? n : 1;
}
