import { describe, expect, it } from '@jest/globals';
import {
  commentExcerpt,
  displayName,
  dueState,
  formatCode,
  humanize,
  initials,
  parseMatrixValue,
  riskLevel,
  riskScore,
  shortName,
} from './index.js';

describe('displayName', () => {
  it('uses first and last name when both exist', () => {
    expect(displayName({ firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com' })).toBe('Sara Ali');
  });
  it('falls back to the e-mail part before the @', () => {
    expect(displayName({ firstName: 'Sara', lastName: null, email: 'sara.ali@example.com' })).toBe('sara.ali');
  });
  it("says 'User' when nothing is known", () => {
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name in capitals', () => {
    expect(initials({ firstName: 'sara', lastName: 'ali' })).toBe('SA');
  });
  it('takes the first letter of the first name alone', () => {
    expect(initials({ firstName: 'omar' })).toBe('O');
  });
  it('takes the first letter of the e-mail', () => {
    expect(initials({ email: 'zed@example.com' })).toBe('Z');
  });
  it("gives '?' when nothing is known", () => {
    expect(initials(undefined)).toBe('?');
  });
});

describe('risk score and level', () => {
  it('multiplies likelihood by impact', () => {
    expect(riskScore(3, 4)).toBe(12);
    expect(riskScore(5, 5)).toBe(25);
  });
  it.each([
    [1, 'low'],
    [3, 'low'],
    [4, 'medium'],
    [7, 'medium'],
    [8, 'high'],
    [14, 'high'],
    [15, 'critical'],
    [25, 'critical'],
  ])('score %i is %s', (score, level) => {
    expect(riskLevel(score)).toBe(level);
  });
  it('turns an unparseable matrix value into 1', () => {
    expect(parseMatrixValue('abc')).toBe(1);
    expect(parseMatrixValue('4')).toBe(4);
  });
});

describe('codes and labels', () => {
  it('pads codes to four digits', () => {
    expect(formatCode('RSK', 2026, 7)).toBe('RSK-2026-0007');
    expect(formatCode('TSK', 2026, 12345)).toBe('TSK-2026-12345');
  });
  it('shows underscores as spaces', () => {
    expect(humanize('system_admin')).toBe('system admin');
  });
  it('short name is the first name, else the e-mail prefix, else the fallback', () => {
    expect(shortName({ firstName: 'Sara' })).toBe('Sara');
    expect(shortName({ email: 'x@y.z' })).toBe('x');
    expect(shortName(null)).toBe('Unknown');
  });
});

describe('dueState', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('is overdue when the date is past', () => {
    expect(dueState('2026-06-09T12:00:00Z', now)).toBe('overdue');
  });
  it('is soon within 3 days', () => {
    expect(dueState('2026-06-12T12:00:00Z', now)).toBe('soon');
  });
  it('is normal later or without a date', () => {
    expect(dueState('2026-06-20T12:00:00Z', now)).toBe('normal');
    expect(dueState(null, now)).toBe('normal');
  });
});

describe('commentExcerpt', () => {
  it('keeps a comment of 200 characters or fewer whole', () => {
    expect(commentExcerpt('Watch this')).toBe('Watch this');
    expect(commentExcerpt('x'.repeat(200))).toBe('x'.repeat(200));
  });
  it('cuts a longer one to 200 characters and an ellipsis', () => {
    expect(commentExcerpt(`${'x'.repeat(200)}y`)).toBe(`${'x'.repeat(200)}…`);
  });
});
