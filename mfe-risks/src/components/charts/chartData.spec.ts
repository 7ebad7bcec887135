import { describe, expect, it } from '@jest/globals';
import { departmentBars, monthLabel } from './chartData';

describe('chart data', () => {
  it('keeps departments with risks, most first, with their severities', () => {
    const bars = departmentBars(
      [
        { departmentId: 1, departmentName: 'IT', totalRisks: 1, criticalCount: 0, highCount: 1, mediumCount: 0, lowCount: 0 },
        { departmentId: 2, departmentName: null, totalRisks: 3, criticalCount: 1, highCount: 0, mediumCount: 1, lowCount: 1 },
        { departmentId: 3, departmentName: 'Empty', totalRisks: 0, criticalCount: 0, highCount: 0, mediumCount: 0, lowCount: 0 },
      ],
      (id) => `Department ${id}`,
    );
    expect(bars).toEqual([
      { name: 'Department 2', low: 1, medium: 1, high: 0, critical: 1, total: 3 },
      { name: 'IT', low: 0, medium: 0, high: 1, critical: 0, total: 1 },
    ]);
  });

  it('names months in the language, with Latin digits', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'ar')).toMatch(/2026/);
    expect(monthLabel('2026-03', 'ar')).not.toMatch(/Mar/);
  });
});
