import { describe, expect, it } from '@jest/globals';
import { scoreChanges, scoreText } from './reviewScores';

describe('review scores', () => {
  it('writes an assessment as likelihood × impact = score, none without both values', () => {
    expect(scoreText(4, 3)).toBe('4 × 3 = 12');
    expect(scoreText(null, null)).toBeNull();
  });

  it('lists the inherent change, and the residual one only when assessed before or after', () => {
    const before = { likelihood: 4, impact: 4, residualLikelihood: null, residualImpact: null };
    expect(scoreChanges(before, before)).toEqual([{ kind: 'inherent', before: '4 × 4 = 16', after: '4 × 4 = 16', changed: false }]);
    expect(scoreChanges(before, { likelihood: 3, impact: 4, residualLikelihood: 2, residualImpact: 2 })).toEqual([
      { kind: 'inherent', before: '4 × 4 = 16', after: '3 × 4 = 12', changed: true },
      { kind: 'residual', before: null, after: '2 × 2 = 4', changed: true },
    ]);
  });
});
