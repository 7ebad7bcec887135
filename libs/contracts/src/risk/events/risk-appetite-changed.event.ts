import { defineEvent } from '../../common/events.js';

export interface RiskAppetiteChangedData {
  /** Each risk type whose maximum score changed, from and to. */
  changes: Record<string, { from: number; to: number }>;
  /**
   * The risks the change took outside appetite (they were inside before): how many, and the most urgent few
   * (LIMITS.alertItemsAnswered). One summary mail to the executives tells of them, not one mail per risk.
   */
  breached: { count: number; sample: AppetiteBreachSample[] };
}

export interface AppetiteBreachSample {
  id: string;
  riskId: string;
  title: string;
  /** Residual, or inherent while not assessed. */
  assessedScore: number;
}

/** A system admin changed the risk appetite (issue 25): an audited settings change, who and old and new values. */
export const RiskAppetiteChanged = defineEvent<'risk_appetite_changed', RiskAppetiteChangedData>('risk_appetite_changed');
