import type { ReviewScores } from '@rtm/contracts';

/** One assessment of a review's scores as 'likelihood × impact = score', or null while not assessed (a residual pair of nulls). */
export function scoreText(likelihood: number | null, impact: number | null): string | null {
  return likelihood === null || impact === null ? null : `${likelihood} × ${impact} = ${likelihood * impact}`;
}

export interface ScoreChange {
  kind: 'inherent' | 'residual';
  before: string | null;
  after: string | null;
  changed: boolean;
}

/** The inherent and residual scores a review saw and left (the residual one only when assessed before or after). */
export function scoreChanges(before: ReviewScores, after: ReviewScores): ScoreChange[] {
  const inherent = { before: scoreText(before.likelihood, before.impact), after: scoreText(after.likelihood, after.impact) };
  const residual = {
    before: scoreText(before.residualLikelihood, before.residualImpact),
    after: scoreText(after.residualLikelihood, after.residualImpact),
  };
  const changes: ScoreChange[] = [{ kind: 'inherent', ...inherent, changed: inherent.before !== inherent.after }];
  if (residual.before !== null || residual.after !== null) {
    changes.push({ kind: 'residual', ...residual, changed: residual.before !== residual.after });
  }
  return changes;
}
