import { describe, expect, it } from '@jest/globals';
import { isReviewOverdue, mayReview } from './reviewDue';

describe('isReviewOverdue', () => {
  it('is overdue once the due day has passed, not on the day itself, and never without a due day (a closed risk)', () => {
    expect(isReviewOverdue('2026-11-27', '2026-11-28')).toBe(true);
    expect(isReviewOverdue('2026-11-28', '2026-11-28')).toBe(false);
    expect(isReviewOverdue('2026-12-01', '2026-11-28')).toBe(false);
    expect(isReviewOverdue(null, '2026-11-28')).toBe(false);
    expect(isReviewOverdue(undefined, '2026-11-28')).toBe(false);
  });
});

describe('mayReview', () => {
  const risk = { ownerId: 'owner', status: 'open' as const };
  it('lets the owner, a manager or a system admin review a risk that is not closed', () => {
    expect(mayReview({ id: 'owner', role: 'team_member' }, risk)).toBe(true);
    expect(mayReview({ id: 'm', role: 'manager' }, risk)).toBe(true);
    expect(mayReview({ id: 'a', role: 'system_admin' }, risk)).toBe(true);
    expect(mayReview({ id: 'e', role: 'executive' }, risk)).toBe(false);
    expect(mayReview({ id: 't', role: 'team_member' }, risk)).toBe(false);
    expect(mayReview({ id: 'owner', role: 'manager' }, { ...risk, status: 'closed' })).toBe(false);
    expect(mayReview(null, risk)).toBe(false);
  });
});
