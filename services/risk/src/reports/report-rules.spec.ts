import { describe, expect, it } from '@jest/globals';
import { addDays, heatMap, monthBefore } from './report-rules.js';

describe('committee pack rules (risk service)', () => {
  it('counts a heat map per level from its cells', () => {
    expect(
      heatMap([
        { likelihood: 5, impact: 5, count: 2 },
        { likelihood: 3, impact: 3, count: 4 },
        { likelihood: 1, impact: 1, count: 1 },
      ]).levels,
    ).toEqual({ low: 1, medium: 0, high: 4, critical: 2 });
    expect(heatMap([]).levels).toEqual({ low: 0, medium: 0, high: 0, critical: 0 });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-28', 60)).toBe('2027-01-27');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('takes the same day a month before, or the shorter month last day', () => {
    expect(monthBefore('2026-11-28')).toBe('2026-10-28');
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2024-03-30')).toBe('2024-02-29');
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
  });
});
