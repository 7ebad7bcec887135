import { describe, expect, it } from '@jest/globals';
import { matrixAssessmentOf } from './useMatrixAssessment';

describe("the dashboard matrix's assessment in the URL (issue 25)", () => {
  it('reads ?matrix=residual as the residual cells, anything else as the inherent ones', () => {
    expect(matrixAssessmentOf(new URLSearchParams(''))).toBe('inherent');
    expect(matrixAssessmentOf(new URLSearchParams('matrix=residual'))).toBe('residual');
    expect(matrixAssessmentOf(new URLSearchParams('matrix=inherent'))).toBe('inherent');
    expect(matrixAssessmentOf(new URLSearchParams('matrix=other'))).toBe('inherent');
  });
});
