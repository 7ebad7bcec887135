import { defineEvent } from '../../common/events.js';

export interface RiskAppetiteChangedData {
  /** Each risk type whose maximum score changed, from and to. */
  changes: Record<string, { from: number; to: number }>;
}

/** A system admin changed the risk appetite (issue 25): an audited settings change, who and old and new values. */
export const RiskAppetiteChanged = defineEvent<'risk_appetite_changed', RiskAppetiteChangedData>('risk_appetite_changed');
