import { describe, expect, it } from '@jest/globals';
import { queryKeyPath } from '@rtm/frontend/api-client';
import { riskKeys } from './risk.keys';
import {
  cellChanges,
  compareSpan,
  dayInHistory,
  defaultCompareDay,
  levelPoints,
  levelTrendPath,
  matrixAsOfPath,
  movementsPath,
  parseTrendsQuery,
} from './trendsQuery';

describe("the Trends page's URL (issue 26)", () => {
  it('reads the days, the assessment and the movements page; anything malformed reads as absent', () => {
    expect(parseTrendsQuery(new URLSearchParams(''))).toEqual({ asOf: null, compare: null, assessment: 'inherent', page: 1, pageSize: 10 });
    expect(parseTrendsQuery(new URLSearchParams('asOf=2026-03-01&compare=2026-01-31&assessment=residual&page=3&pageSize=20'))).toEqual({
      asOf: '2026-03-01',
      compare: '2026-01-31',
      assessment: 'residual',
      page: 3,
      pageSize: 20,
    });
    const bad = parseTrendsQuery(new URLSearchParams('asOf=2026-02-30&compare=yesterday&assessment=x&page=0&pageSize=7'));
    expect(bad).toEqual({ asOf: null, compare: null, assessment: 'inherent', page: 1, pageSize: 10 });
  });

  it('puts the earlier day first in the compare mode, today standing for an absent as-of day', () => {
    expect(compareSpan({ asOf: null, compare: null }, '2026-11-28')).toBeNull();
    expect(compareSpan({ asOf: null, compare: '2026-10-01' }, '2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-11-28' });
    expect(compareSpan({ asOf: '2026-09-01', compare: '2026-10-01' }, '2026-11-28')).toEqual({ from: '2026-09-01', to: '2026-10-01' });
  });

  it('lets a day be picked from the history start to today, and compares with 30 days before unless the history is shorter', () => {
    expect(dayInHistory('2026-11-28', '2026-06-01', '2026-11-28')).toBe(true);
    expect(dayInHistory('2026-11-29', '2026-06-01', '2026-11-28')).toBe(false);
    expect(dayInHistory('2026-05-31', '2026-06-01', '2026-11-28')).toBe(false);
    expect(dayInHistory('2020-01-01', undefined, '2026-11-28')).toBe(true);
    expect(defaultCompareDay('2026-03-01', '2025-01-01')).toBe('2026-01-30');
    expect(defaultCompareDay('2026-03-01', '2026-02-15')).toBe('2026-02-15');
    expect(defaultCompareDay('2026-03-01', undefined)).toBe('2026-01-30');
  });
});

describe("the Trends page's reads", () => {
  it('asks for the matrix as at a day, and for now with the spec’s request when there is no day', () => {
    expect(matrixAsOfPath(null, 'inherent')).toBe('/api/risks/matrix');
    expect(matrixAsOfPath('2026-01-31', 'inherent')).toBe('/api/risks/matrix?asOf=2026-01-31');
    expect(matrixAsOfPath('2026-01-31', 'residual')).toBe('/api/risks/matrix?asOf=2026-01-31&assessment=residual');
    // Under the risks root, so a change's invalidation refreshes it.
    expect(riskKeys.matrixAsOf('2026-01-31', 'inherent')[0]).toBe(riskKeys.all[0]);
  });

  it('pages the movements and asks for 24 months of levels', () => {
    expect(movementsPath({ from: '2026-01-01', to: '2026-02-01', assessment: 'residual', limit: 20, offset: 40 })).toBe(
      '/api/risks/movements?from=2026-01-01&to=2026-02-01&assessment=residual&limit=20&offset=40',
    );
    expect(levelTrendPath(24, 'inherent')).toBe('/api/risks/stats/levels?months=24');
    expect(levelTrendPath(24, 'residual')).toBe('/api/risks/stats/levels?months=24&assessment=residual');
    expect(queryKeyPath(riskKeys.historyStart)).toBe('/api/risks/history-start');
  });
});

describe('the compare mode’s cells', () => {
  it('gives every cell its counts at both days and the difference, gained and lost', () => {
    const changes = cellChanges(
      [
        { likelihood: 5, impact: 5, count: 2 },
        { likelihood: 3, impact: 3, count: 1 },
      ],
      [
        { likelihood: 5, impact: 5, count: 1 },
        { likelihood: 2, impact: 4, count: 3 },
        { likelihood: 3, impact: 3, count: 1 },
      ],
    );
    expect(changes).toHaveLength(25);
    expect(changes[0]).toMatchObject({ likelihood: 5, impact: 1 });
    const at = (l: number, i: number) => changes.find((c) => c.likelihood === l && c.impact === i);
    expect(at(5, 5)).toEqual({ likelihood: 5, impact: 5, before: 2, after: 1, difference: -1 });
    expect(at(2, 4)).toEqual({ likelihood: 2, impact: 4, before: 0, after: 3, difference: 3 });
    expect(at(3, 3)?.difference).toBe(0);
    expect(changes.filter((c) => c.difference !== 0)).toHaveLength(2);
  });
});

describe('the level lines', () => {
  it('leaves the months before the history as gaps (null), the known ones as their counts', () => {
    const points = levelPoints(
      [
        { month: '2025-12', known: false, critical: 0, high: 0, medium: 0, low: 0 },
        { month: '2026-01', known: true, critical: 1, high: 2, medium: 0, low: 4 },
      ],
      (m) => `M${m}`,
    );
    expect(points).toEqual([
      { month: '2025-12', label: 'M2025-12', known: false, critical: null, high: null, medium: null, low: null },
      { month: '2026-01', label: 'M2026-01', known: true, critical: 1, high: 2, medium: 0, low: 4 },
    ]);
  });
});
