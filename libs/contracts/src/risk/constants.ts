/** Matrix labels of SPEC section 4. */
export const LIKELIHOOD_LABELS: Record<number, string> = {
  5: 'Almost Certain',
  4: 'Likely',
  3: 'Possible',
  2: 'Unlikely',
  1: 'Rare',
};

export const IMPACT_LABELS: Record<number, string> = {
  1: 'Insignificant',
  2: 'Minor',
  3: 'Moderate',
  4: 'Major',
  5: 'Catastrophic',
};

/** At most this many characters in a treatment plan (issue 25). */
export const TREATMENT_PLAN_MAX = 2000;

/** An acceptance lasts at most this many days from its request (issue 25). */
export const ACCEPTANCE_MAX_DAYS = 365;
/** An acceptance recorded by the form's status change to accepted lasts this many days. */
export const ACCEPTANCE_DEFAULT_DAYS = 365;
/** An approved acceptance ending within this many days is expiring: the list's filter, the dashboard's card. */
export const ACCEPTANCE_EXPIRING_DAYS = 30;
/** The owner and the approver are reminded this many days before an acceptance ends. */
export const ACCEPTANCE_REMINDER_DAYS = [30, 7] as const;
/** A request's justification has at least this many characters, and at most TEXT_MAX. */
export const ACCEPTANCE_JUSTIFICATION_MIN = 10;

/** A risk type's appetite until a system admin sets one: risks scoring above 12 (high and critical) are outside it. */
export const DEFAULT_APPETITE_MAX_SCORE = 12;
