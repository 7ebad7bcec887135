import { riskLevel, riskScore, type MovementDirection, type RiskCellAt } from '@rtm/contracts';

/** A cell of the matrix as a movement names it. */
export function cellAt(likelihood: number | null, impact: number | null): RiskCellAt | null {
  if (likelihood == null || impact == null) return null;
  const score = riskScore(likelihood, impact);
  return { likelihood, impact, score, level: riskLevel(score) };
}

/** Which way a risk moved from one cell to another (null: it was not in the register then). */
export function movementDirection(from: RiskCellAt | null, to: RiskCellAt | null): MovementDirection {
  if (!from) return 'new';
  if (!to) return 'removed';
  return to.score > from.score ? 'up' : to.score < from.score ? 'down' : 'across';
}

/**
 * The months of a level trend ending with the month of `today` (YYYY-MM-DD), oldest first: each month as YYYY-MM and the
 * day its count is taken at, its last day (today for the current month).
 */
export function trendMonths(today: string, months: number): { month: string; endsOn: string }[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: months }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - (months - 1 - i), 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const key = first.toISOString().slice(0, 7);
    return { month: key, endsOn: i === months - 1 ? today : last.toISOString().slice(0, 10) };
  });
}
