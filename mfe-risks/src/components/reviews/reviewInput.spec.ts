import { describe, expect, it } from '@jest/globals';
import { toReviewInput } from './reviewInput';

const scores = { likelihood: 4, impact: 3, residualLikelihood: 2, residualImpact: 2 };

describe('toReviewInput', () => {
  it('sends the trimmed comment and no scores for a confirmation or a closing', () => {
    expect(toReviewInput('r1', { outcome: 'confirmed', comment: '  still holds ', ...scores })).toEqual({
      id: 'r1',
      outcome: 'confirmed',
      comment: 'still holds',
    });
    expect(toReviewInput('r1', { outcome: 'closed', comment: 'gone', ...scores })).toEqual({
      id: 'r1',
      outcome: 'closed',
      comment: 'gone',
    });
  });

  it('sends the four scores of a rescoring, a cleared residual pair as nulls', () => {
    expect(toReviewInput('r1', { outcome: 'rescored', comment: 'lower', ...scores })).toEqual({
      id: 'r1',
      outcome: 'rescored',
      comment: 'lower',
      ...scores,
    });
    expect(toReviewInput('r1', { outcome: 'rescored', comment: 'x', likelihood: 2, impact: 2, residualLikelihood: null })).toMatchObject({
      residualLikelihood: null,
      residualImpact: null,
    });
  });

  it('sends the evidence chosen, and none when none is', () => {
    expect(toReviewInput('r1', { outcome: 'confirmed', comment: 'ok', evidenceIds: ['f1', 'f2'] })).toEqual({
      id: 'r1',
      outcome: 'confirmed',
      comment: 'ok',
      evidenceIds: ['f1', 'f2'],
    });
    expect(toReviewInput('r1', { outcome: 'confirmed', comment: 'ok', evidenceIds: [] })).not.toHaveProperty('evidenceIds');
  });
});
