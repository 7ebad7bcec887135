import { describe, expect, it } from '@jest/globals';
import { nextReportRun, runDay, zonedInstant } from './schedule-times.js';

const at = (iso: string) => new Date(iso);

describe('the next run of a report schedule', () => {
  it('weekly: the next such weekday at the time, today when the time is still ahead', () => {
    const weekly = { cadence: 'weekly' as const, weekday: 1, dayOfMonth: null, timeOfDay: '08:00' };
    // 2026-11-30 is a Monday.
    expect(nextReportRun(weekly, at('2026-11-28T12:00:00Z'), 'UTC').toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(nextReportRun(weekly, at('2026-11-30T07:59:00Z'), 'UTC').toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(nextReportRun(weekly, at('2026-11-30T08:00:00Z'), 'UTC').toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(nextReportRun({ ...weekly, weekday: 7 }, at('2026-11-28T12:00:00Z'), 'UTC').toISOString()).toBe('2026-11-29T08:00:00.000Z');
  });

  it('counts the time in the zone given (Asia/Riyadh is UTC+3)', () => {
    const weekly = { cadence: 'weekly' as const, weekday: 1, dayOfMonth: null, timeOfDay: '08:00' };
    expect(nextReportRun(weekly, at('2026-11-28T12:00:00Z'), 'Asia/Riyadh').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // Monday 02:00 in Riyadh is still Sunday in UTC: the Monday counted is Riyadh's.
    expect(nextReportRun({ ...weekly, timeOfDay: '02:00' }, at('2026-11-29T22:00:00Z'), 'Asia/Riyadh').toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    );
  });

  it('monthly: on the day, the last day of a shorter month', () => {
    const monthly = { cadence: 'monthly' as const, weekday: null, dayOfMonth: 31, timeOfDay: '07:30' };
    expect(nextReportRun(monthly, at('2026-11-28T12:00:00Z'), 'UTC').toISOString()).toBe('2026-11-30T07:30:00.000Z');
    expect(nextReportRun(monthly, at('2026-11-30T07:30:00Z'), 'UTC').toISOString()).toBe('2026-12-31T07:30:00.000Z');
    expect(nextReportRun(monthly, at('2027-01-31T08:00:00Z'), 'UTC').toISOString()).toBe('2027-02-28T07:30:00.000Z');
    expect(nextReportRun({ ...monthly, dayOfMonth: 1 }, at('2026-12-15T00:00:00Z'), 'UTC').toISOString()).toBe('2027-01-01T07:30:00.000Z');
  });

  it('quarterly: the day of January, April, July and October', () => {
    const quarterly = { cadence: 'quarterly' as const, weekday: null, dayOfMonth: 2, timeOfDay: '09:00' };
    expect(nextReportRun(quarterly, at('2026-11-28T12:00:00Z'), 'UTC').toISOString()).toBe('2027-01-02T09:00:00.000Z');
    expect(nextReportRun(quarterly, at('2026-04-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-04-02T09:00:00.000Z');
    expect(nextReportRun(quarterly, at('2026-04-02T09:00:00Z'), 'UTC').toISOString()).toBe('2026-07-02T09:00:00.000Z');
  });

  it('keeps the wall-clock time across a clock change, a skipped time taken on the earlier offset', () => {
    // Europe/Berlin: summer time from 2027-03-28 02:00 (to 03:00).
    expect(zonedInstant('Europe/Berlin', 2027, 3, 29, 8, 0).toISOString()).toBe('2027-03-29T06:00:00.000Z');
    expect(zonedInstant('Europe/Berlin', 2027, 3, 27, 8, 0).toISOString()).toBe('2027-03-27T07:00:00.000Z');
    expect(zonedInstant('Europe/Berlin', 2027, 3, 28, 2, 30).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it("names a run's period by its day in the zone", () => {
    expect(runDay('Asia/Riyadh', at('2026-11-29T23:00:00Z'))).toBe('2026-11-30');
    expect(runDay('UTC', at('2026-11-29T23:00:00Z'))).toBe('2026-11-29');
  });
});

describe('a repeated wall-clock time', () => {
  it('is taken at its first occurrence (Europe/Berlin, 2027-10-31 02:30 happens twice)', () => {
    expect(zonedInstant('Europe/Berlin', 2027, 10, 31, 2, 30).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});
