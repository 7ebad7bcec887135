import { describe, expect, it } from '@jest/globals';
import { assessedScore, resolveResidual, residualScoreOf } from './rules.js';

const none = { residualLikelihood: null, residualImpact: null };

describe('resolveResidual (issue 25)', () => {
  it('keeps a risk unassessed when nothing residual is given or stored', () => {
    expect(resolveResidual({ likelihood: 3, impact: 3 }, none, {})).toEqual({ residual: none, cleared: false });
  });

  it('takes residual values scoring at most the inherent score, the equal score included', () => {
    expect(resolveResidual({ likelihood: 3, impact: 4 }, none, { residualLikelihood: 3, residualImpact: 4 })).toEqual({
      residual: { residualLikelihood: 3, residualImpact: 4 },
      cleared: false,
    });
    // The values may differ from the inherent ones as long as the score does not exceed it.
    expect(resolveResidual({ likelihood: 2, impact: 3 }, none, { residualLikelihood: 1, residualImpact: 5 }).refused).toBeUndefined();
  });

  it('refuses a residual score above the inherent one when the request sends residual values', () => {
    expect(resolveResidual({ likelihood: 2, impact: 2 }, none, { residualLikelihood: 3, residualImpact: 2 })).toEqual({
      refused: 'residualAboveInherent',
    });
    // One sent value with the stored other is a residual sent too.
    expect(resolveResidual({ likelihood: 2, impact: 2 }, { residualLikelihood: 1, residualImpact: 2 }, { residualLikelihood: 3 })).toEqual({
      refused: 'residualAboveInherent',
    });
  });

  it('clears the stored residual when only the inherent assessment fell below it', () => {
    expect(resolveResidual({ likelihood: 1, impact: 2 }, { residualLikelihood: 2, residualImpact: 2 }, {})).toEqual({
      residual: none,
      cleared: true,
    });
  });

  it('refuses one residual value without the other, and clears both when both are null', () => {
    expect(resolveResidual({ likelihood: 5, impact: 5 }, none, { residualLikelihood: 2 })).toEqual({ refused: 'residualIncomplete' });
    expect(resolveResidual({ likelihood: 5, impact: 5 }, { residualLikelihood: 2, residualImpact: 2 }, { residualImpact: null })).toEqual({
      refused: 'residualIncomplete',
    });
    expect(
      resolveResidual(
        { likelihood: 5, impact: 5 },
        { residualLikelihood: 2, residualImpact: 2 },
        { residualLikelihood: null, residualImpact: null },
      ),
    ).toEqual({ residual: none, cleared: false });
  });
});

describe('residualScoreOf', () => {
  it('scores with the spec thresholds, null while not assessed', () => {
    expect(residualScoreOf(none)).toEqual({ residualScore: null, residualLevel: null });
    expect(residualScoreOf({ residualLikelihood: 1, residualImpact: 3 })).toEqual({ residualScore: 3, residualLevel: 'low' });
    expect(residualScoreOf({ residualLikelihood: 2, residualImpact: 2 })).toEqual({ residualScore: 4, residualLevel: 'medium' });
    expect(residualScoreOf({ residualLikelihood: 3, residualImpact: 5 })).toEqual({ residualScore: 15, residualLevel: 'critical' });
  });
});

describe('assessedScore (issue 25)', () => {
  it('is the residual score once assessed, else the inherent one', () => {
    expect(assessedScore({ riskScore: 16, residualScore: 6 })).toBe(6);
    expect(assessedScore({ riskScore: 16, residualScore: null })).toBe(16);
  });
});
