import { calendarDayIn } from '@rtm/backend/config';

/** The calendar of MAIL_TIME_ZONE, in which the register over time counts its days (issue 26). */
export class RiskCalendar {
  constructor(readonly zone: string) {}

  /** The day (YYYY-MM-DD) of the instant `at` in the zone. */
  dayOf(at: Date): string {
    return calendarDayIn(this.zone, at);
  }
}
