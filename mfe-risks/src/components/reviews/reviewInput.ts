import { parseMatrixValue, type CreateRiskReviewInput, type ReviewOutcome } from '@rtm/contracts';

export interface ReviewFormValues {
  outcome: ReviewOutcome;
  comment: string;
  likelihood?: number | null;
  impact?: number | null;
  residualLikelihood?: number | null;
  residualImpact?: number | null;
  /** The risk's files given as evidence (issue 28). */
  evidenceIds?: string[];
}

/** What the review dialog sends: the scores only for a rescoring (the residual pair both or neither). */
export function toReviewInput(id: string, values: ReviewFormValues): CreateRiskReviewInput {
  const evidence = values.evidenceIds?.length ? { evidenceIds: values.evidenceIds } : {};
  const base = { id, outcome: values.outcome, comment: values.comment.trim(), ...evidence };
  if (values.outcome !== 'rescored') return base;
  return {
    ...base,
    likelihood: parseMatrixValue(values.likelihood),
    impact: parseMatrixValue(values.impact),
    residualLikelihood: values.residualLikelihood ?? null,
    residualImpact: values.residualImpact ?? null,
  };
}
