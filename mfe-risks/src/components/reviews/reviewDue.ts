import { calendarDate, hasReviewDue, mayReview as mayReviewRisk, type RiskDto, type UserDto } from '@rtm/contracts';

/** Whether a review due on `nextReviewDue` (YYYY-MM-DD) is overdue on `today`: its due day has passed (as the server's reviewOverdue). */
export function isReviewOverdue(nextReviewDue: string | null | undefined, today = calendarDate(new Date())): boolean {
  return !!nextReviewDue && nextReviewDue < today;
}

/** Whether `user` may review `risk`: its owner, a manager or a system admin, while the risk is not closed (the server's rule). */
export function mayReview(user: Pick<UserDto, 'id' | 'role'> | null | undefined, risk: Pick<RiskDto, 'ownerId' | 'status'>): boolean {
  return !!user && hasReviewDue(risk.status) && mayReviewRisk(user, risk);
}
