import { describe, expect, it } from '@jest/globals';
import { queryKeyPath } from '@rtm/frontend/api-client';
import { riskKeys } from './risk.keys';
import { matrixCellUrl, matrixCountsKey, matrixCountsPath } from './riskMatrixQuery';

describe('the matrix counts by assessment (issue 25)', () => {
  it('reads the inherent counts under the key the shell shares (its Total Risks card), from the path that key spells', () => {
    expect(matrixCountsKey('inherent')).toEqual(['/api/risks', 'matrix']);
    expect(matrixCountsPath('inherent')).toBe(queryKeyPath(matrixCountsKey('inherent')));
  });

  it('reads the residual counts with ?assessment=residual, under a key of their own below the risks root', () => {
    expect(matrixCountsPath('residual')).toBe('/api/risks/matrix?assessment=residual');
    const key = matrixCountsKey('residual');
    expect(key).not.toEqual(matrixCountsKey('inherent'));
    // Refreshed with every risk read after a change (one invalidation of riskKeys.all), and of the matrix's.
    expect(key.slice(0, 2)).toEqual([...riskKeys.matrix]);
    expect(key[0]).toBe(riskKeys.all[0]);
  });

  it("opens the list filtered by a cell, keeping a residual cell's assessment", () => {
    expect(matrixCellUrl(4, 5)).toBe('/risks?likelihood=4&impact=5');
    expect(matrixCellUrl(4, 5, 'inherent')).toBe('/risks?likelihood=4&impact=5');
    expect(matrixCellUrl(2, 3, 'residual')).toBe('/risks?likelihood=2&impact=3&assessment=residual');
  });
});
