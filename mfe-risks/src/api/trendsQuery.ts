import { LIMITS, type RiskAssessmentKind, type RiskLevelMonthDto, type RiskMatrixCellDto, type RiskMovementsInput } from '@rtm/contracts';
import { toQueryString } from '@rtm/frontend/api-client';
import { paramDay, paramWholeNumber } from '@rtm/frontend/ui';

/*
 * The register over time (issue 26): the Trends page's URL (/risks/trends?asOf=&compare=&assessment=&page=&pageSize=),
 * the API paths of its reads, and the figures it derives (the cells that moved between two dates, the level lines).
 */

/** Page sizes of the movements table. */
export const MOVEMENT_PAGE_SIZES = [10, 20, 50] as const;

/** The Trends page's URL parameters: `asOf` (absent: today), `compare` (the other date; absent: one date only). */
export interface TrendsQuery {
  asOf: string | null;
  compare: string | null;
  assessment: RiskAssessmentKind;
  page: number;
  pageSize: number;
}

export function parseTrendsQuery(params: URLSearchParams): TrendsQuery {
  const pageSize = paramWholeNumber(params.get('pageSize'), 1, 100);
  return {
    asOf: paramDay(params.get('asOf')),
    compare: paramDay(params.get('compare')),
    assessment: params.get('assessment') === 'residual' ? 'residual' : 'inherent',
    page: paramWholeNumber(params.get('page'), 1, 1_000_000) ?? 1,
    pageSize: pageSize && (MOVEMENT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : MOVEMENT_PAGE_SIZES[0],
  };
}

/** The two dates of the compare mode, the earlier first (whichever of the URL's they are); `today` when `asOf` is absent. */
export function compareSpan(query: Pick<TrendsQuery, 'asOf' | 'compare'>, today: string): { from: string; to: string } | null {
  if (!query.compare) return null;
  const shown = query.asOf ?? today;
  return query.compare <= shown ? { from: query.compare, to: shown } : { from: shown, to: query.compare };
}

/** Whether `day` can be asked for: not before the history's first day, not after today (string order is date order). */
export function dayInHistory(day: string, startsOn: string | undefined, today: string): boolean {
  return day <= today && (!startsOn || day >= startsOn);
}

/** The default other date of the compare mode: 30 days before `shown`, not before the history's first day. */
export function defaultCompareDay(shown: string, startsOn: string | undefined): string {
  const [y, m, d] = shown.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1, d - 30)).toISOString().slice(0, 10);
  return startsOn && back < startsOn ? startsOn : back;
}

/** GET /api/risks/matrix as at the end of `asOf` (null: now, the spec's request of the dashboard). */
export function matrixAsOfPath(asOf: string | null, assessment: RiskAssessmentKind): string {
  return `/api/risks/matrix${toQueryString({ asOf, assessment: assessment === 'residual' ? assessment : null })}`;
}

export function movementsPath(input: RiskMovementsInput): string {
  return `/api/risks/movements${toQueryString({ ...input })}`;
}

export function levelTrendPath(months: number, assessment: RiskAssessmentKind): string {
  return `/api/risks/stats/levels${toQueryString({ months, assessment: assessment === 'residual' ? assessment : null })}`;
}

/** One cell in the compare mode: its counts at both dates and the difference (later minus earlier). */
export interface CellChange {
  likelihood: number;
  impact: number;
  before: number;
  after: number;
  difference: number;
}

/** Every cell of the matrix (likelihood 5 down to 1, impact 1 to 5) with its counts at both dates. */
export function cellChanges(before: readonly RiskMatrixCellDto[], after: readonly RiskMatrixCellDto[]): CellChange[] {
  const count = (cells: readonly RiskMatrixCellDto[], l: number, i: number) =>
    cells.find((c) => c.likelihood === l && c.impact === i)?.count ?? 0;
  const changes: CellChange[] = [];
  for (let likelihood = LIMITS.matrixSize; likelihood >= 1; likelihood--) {
    for (let impact = 1; impact <= LIMITS.matrixSize; impact++) {
      const b = count(before, likelihood, impact);
      const a = count(after, likelihood, impact);
      changes.push({ likelihood, impact, before: b, after: a, difference: a - b });
    }
  }
  return changes;
}

/** A month of the level lines; null figures for a month before the history (a gap in the lines). */
export interface LevelPoint {
  month: string;
  label: string;
  known: boolean;
  critical: number | null;
  high: number | null;
  medium: number | null;
  low: number | null;
}

export function levelPoints(months: readonly RiskLevelMonthDto[], label: (month: string) => string): LevelPoint[] {
  return months.map((m) => ({
    month: m.month,
    label: label(m.month),
    known: m.known,
    critical: m.known ? m.critical : null,
    high: m.known ? m.high : null,
    medium: m.known ? m.medium : null,
    low: m.known ? m.low : null,
  }));
}
