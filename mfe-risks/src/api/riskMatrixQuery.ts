import type { RiskAssessmentKind } from '@rtm/contracts';
import { riskKeys } from './risk.keys';

/**
 * The matrix's counts by assessment (issue 25): the spec's inherent cells (GET /api/risks/matrix, the key the shell's
 * Total Risks card shares), or each risk's residual cell, its inherent one while not assessed (?assessment=residual).
 */
export function matrixCountsKey(assessment: RiskAssessmentKind) {
  return assessment === 'residual' ? riskKeys.residualMatrix : riskKeys.matrix;
}

export function matrixCountsPath(assessment: RiskAssessmentKind): string {
  return assessment === 'residual' ? '/api/risks/matrix?assessment=residual' : '/api/risks/matrix';
}

/** /risks filtered by one cell of the matrix; a residual cell keeps its assessment, so the list reads the same cells. */
export function matrixCellUrl(likelihood: number, impact: number, assessment: RiskAssessmentKind = 'inherent'): string {
  const cell = `/risks?likelihood=${likelihood}&impact=${impact}`;
  return assessment === 'residual' ? `${cell}&assessment=residual` : cell;
}
