import { describe, expect, it, jest } from '@jest/globals';
import { formatDate, formatRelative } from './dates';

describe(formatDate.name, () => {
  const value = '2026-03-05T15:07:00';

  it("writes the spec's formats in English", () => {
    expect(formatDate(value, 'short')).toBe('Mar 5');
    expect(formatDate(value, 'medium')).toBe('Mar 5, 2026');
    expect(formatDate(value, 'long')).toBe('Mar 5, 2026 at 3:07 PM');
  });

  it('writes them in Arabic, day first, with Arabic month names and Western digits', () => {
    expect(formatDate(value, 'short', 'ar')).toBe('5 مارس');
    expect(formatDate(value, 'medium', 'ar')).toBe('5 مارس 2026');
    expect(formatDate(value, 'long', 'ar')).toBe('5 مارس 2026، الساعة 3:07 م');
    expect(formatDate('2026-03-05T09:30:00', 'long', 'ar')).toBe('5 مارس 2026، الساعة 9:30 ص');
    expect(formatDate('2026-03-05T12:15:00', 'long', 'ar')).toMatch(/12:15 م$/);
  });

  it('answers nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date', 'long', 'ar')).toBe('');
  });
});

describe(formatRelative.name, () => {
  it('follows the Arabic plural forms for relative times', () => {
    jest.useFakeTimers({ now: new Date('2026-03-05T12:00:00Z') });
    try {
      const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
      expect(formatRelative(minutesAgo(5))).toBe('5 minutes ago');
      expect(formatRelative(minutesAgo(1), 'ar')).toBe('منذ دقيقة');
      expect(formatRelative(minutesAgo(2), 'ar')).toBe('منذ دقيقتين');
      expect(formatRelative(minutesAgo(5), 'ar')).toBe('منذ 5 دقائق');
      expect(formatRelative(minutesAgo(25), 'ar')).toBe('منذ 25 دقيقة');
      expect(formatRelative(new Date(Date.now() - 3 * 86_400_000), 'ar')).toBe('منذ 3 أيام');
    } finally {
      jest.useRealTimers();
    }
  });
});
