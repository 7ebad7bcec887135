import { describe, expect, it } from '@jest/globals';
import { calendarDayIn } from '@rtm/backend/config';
import { riskDayDeltas } from '../risks/risk-counts.js';
import { cellAt, movementDirection, trendMonths } from './register-rules.js';

describe('movementDirection', () => {
  it('is new without a cell at the start, removed without one at the end', () => {
    expect(movementDirection(null, cellAt(2, 3))).toBe('new');
    expect(movementDirection(cellAt(2, 3), null)).toBe('removed');
  });

  it('follows the score: up, down, or across to another cell of the same score', () => {
    expect(movementDirection(cellAt(2, 3), cellAt(3, 3))).toBe('up');
    expect(movementDirection(cellAt(5, 5), cellAt(1, 5))).toBe('down');
    expect(movementDirection(cellAt(2, 3), cellAt(3, 2))).toBe('across');
  });

  it('names a cell with its score and level', () => {
    expect(cellAt(5, 3)).toEqual({ likelihood: 5, impact: 3, score: 15, level: 'critical' });
    expect(cellAt(null, 3)).toBeNull();
  });
});

describe('trendMonths', () => {
  it('ends each month on its last day and the current one today, oldest first', () => {
    expect(trendMonths('2026-03-14', 4)).toEqual([
      { month: '2025-12', endsOn: '2025-12-31' },
      { month: '2026-01', endsOn: '2026-01-31' },
      { month: '2026-02', endsOn: '2026-02-28' },
      { month: '2026-03', endsOn: '2026-03-14' },
    ]);
    expect(trendMonths('2028-03-01', 2)).toEqual([
      { month: '2028-02', endsOn: '2028-02-29' },
      { month: '2028-03', endsOn: '2028-03-01' },
    ]);
    expect(trendMonths('2026-11-28', 24)[0]).toEqual({ month: '2024-12', endsOn: '2024-12-31' });
  });
});

describe('the day of a change', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    expect(calendarDayIn('UTC', new Date('2026-02-10T21:30:00Z'))).toBe('2026-02-10');
    expect(calendarDayIn('Asia/Riyadh', new Date('2026-02-10T21:30:00Z'))).toBe('2026-02-11');
    expect(calendarDayIn('Asia/Riyadh', new Date('2026-02-10T20:59:59Z'))).toBe('2026-02-10');
    expect(calendarDayIn('America/New_York', new Date('2026-01-01T04:59:59Z'))).toBe('2025-12-31');
  });
});

describe('riskDayDeltas', () => {
  it('keeps the inherent cells, the assessed cells summed over the types and the departments, in key order', () => {
    const days = riskDayDeltas(
      {
        matrix: [
          { likelihood: 2, impact: 2, status: 'open', risk_level: 'medium', delta: -1 },
          { likelihood: 4, impact: 2, status: 'open', risk_level: 'high', delta: 1 },
        ],
        departments: [{ department_id: 3, risk_level: 'high', delta: 1 }],
        assessment: [
          { risk_type: 'financial', likelihood: 1, impact: 1, status: 'open', delta: 1 },
          { risk_type: 'technical', likelihood: 1, impact: 1, status: 'open', delta: 1 },
          { risk_type: 'technical', likelihood: 3, impact: 3, status: 'open', delta: 1 },
          { risk_type: 'financial', likelihood: 3, impact: 3, status: 'open', delta: -1 },
        ],
      },
      '2026-02-11',
    );
    expect(days.cells).toEqual([
      { assessment: 'inherent', day: '2026-02-11', likelihood: 2, impact: 2, status: 'open', delta: -1 },
      { assessment: 'inherent', day: '2026-02-11', likelihood: 4, impact: 2, status: 'open', delta: 1 },
      { assessment: 'residual', day: '2026-02-11', likelihood: 1, impact: 1, status: 'open', delta: 2 },
    ]);
    expect(days.departments).toEqual([{ day: '2026-02-11', department_id: 3, risk_level: 'high', delta: 1 }]);
  });
});
