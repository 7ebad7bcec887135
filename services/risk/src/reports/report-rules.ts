import { RISK_LEVELS, riskLevel, riskScore, type ReportHeatMap, type RiskLevel, type RiskMatrixCellDto } from '@rtm/contracts';

/** The cells and their counts per level. */
export function heatMap(cells: RiskMatrixCellDto[]): ReportHeatMap {
  const levels = Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<RiskLevel, number>;
  for (const cell of cells) levels[riskLevel(riskScore(cell.likelihood, cell.impact))] += cell.count;
  return { cells, levels };
}

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day a month before (the month's last day when it has fewer days: 31 March -> 28 or 29 February). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 2, Math.min(d, last))).toISOString().slice(0, 10);
}
