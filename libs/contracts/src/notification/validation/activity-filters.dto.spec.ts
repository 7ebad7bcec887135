import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { activityRange, isActivityDate } from './activity-filters.dto.js';

describe(isActivityDate.name, () => {
  it.each(['2026-11-23', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00.123Z', '2026-11-23T10:00+03:00', '2026-02-28T23:59:59.999999-05:00'])(
    'accepts %s',
    (value) => expect(isActivityDate(value)).toBe(true),
  );
  it.each(['2026-13-01', '2026-02-30', '2026-11-23T10:00:00', '23/11/2026', 'yesterday', '', 20261123])('refuses %s', (value) =>
    expect(isActivityDate(value)).toBe(false),
  );
});

describe(activityRange.name, () => {
  it('reads bare days as whole days in UTC and date-times as they are', () => {
    expect(activityRange('2026-11-23', '2026-11-23')).toEqual({
      from: new Date('2026-11-23T00:00:00.000Z'),
      to: new Date('2026-11-23T23:59:59.999Z'),
    });
    expect(activityRange('2026-11-23T10:00:00+03:00', undefined)).toEqual({ from: new Date('2026-11-23T07:00:00.000Z'), to: null });
    expect(activityRange()).toEqual({ from: null, to: null });
  });
});
