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
