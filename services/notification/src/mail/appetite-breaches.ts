import {
  assessedScore,
  OPEN_RISK_STATUSES,
  RiskAccepted,
  RiskAppetiteBreached,
  RiskAppetiteChanged,
  RiskAssessed,
  RiskClosed,
  RiskDeleted,
  RiskUpdated,
  type DomainEvent,
  type RiskAppetiteBreachedData,
  type RiskAppetiteChangedData,
  type RiskDto,
} from '@rtm/contracts';

/** A risk outside its type's appetite as far as breach events tell (table `appetite_breach`, migration 0014). */
export interface AppetiteBreachRow {
  riskId: string;
  code: string;
  title: string;
  riskType: string;
  assessedScore: number;
  maxScore: number;
  /** When it went outside: the occurredAt of its breach event. */
  breachedAt: string;
  /** The occurredAt of the last event that changed the row: an older event arriving late changes nothing. */
  versionAt: string;
}

/** The events that add, change or remove rows. */
export const APPETITE_BREACH_EVENTS = [
  RiskAppetiteBreached,
  RiskUpdated,
  RiskClosed,
  RiskAssessed,
  RiskAccepted,
  RiskDeleted,
  RiskAppetiteChanged,
] as const;

type ScoredRisk = Pick<RiskDto, 'status' | 'riskScore' | 'residualScore'>;

/** Whether a risk outside appetite is back inside: closed or accepted, or its assessed score within the maximum. */
export const backInside = (risk: ScoredRisk, maxScore: number): boolean =>
  !OPEN_RISK_STATUSES.includes(risk.status) || assessedScore(risk) <= maxScore;

/** The rows a batch of events may change: those of the risks it names and those of the types whose appetite it changes. */
export function rowsTouchedBy(events: readonly DomainEvent[]): { riskIds: string[]; riskTypes: string[] } {
  const riskIds = new Set<string>();
  const riskTypes = new Set<string>();
  for (const event of events) {
    if (event.type === RiskAppetiteChanged.type) {
      for (const riskType of Object.keys((event.data as RiskAppetiteChangedData).changes)) riskTypes.add(riskType);
    } else {
      riskIds.add((event.data as { risk: RiskDto }).risk.id);
    }
  }
  return { riskIds: [...riskIds], riskTypes: [...riskTypes] };
}

/**
 * The projection's rows a batch touches (rowsTouchedBy), changed event by event in stream order: a breach adds or
 * renews the risk's row; a later change of the risk removes it once back inside, else keeps its facts current; a
 * deletion removes it; an appetite change removes the rows of a type whose new maximum reaches their score and
 * lowers or raises the maximum of the others.
 */
export class AppetiteBreaches {
  private readonly rows = new Map<string, AppetiteBreachRow>();
  /** Risks whose row an event removed (or that were deleted), and when: an older event later in the batch adds none. */
  private readonly removed = new Map<string, string>();
  private readonly changed = new Set<string>();

  constructor(loaded: readonly AppetiteBreachRow[]) {
    for (const row of loaded) this.rows.set(row.riskId, row);
  }

  apply(event: DomainEvent): void {
    const at = event.occurredAt;
    switch (event.type) {
      case RiskAppetiteBreached.type: {
        const { risk, assessedScore, maxScore } = event.data as RiskAppetiteBreachedData;
        if (this.newerThan(risk.id, at)) return;
        this.write({ ...factsOf(risk), assessedScore, maxScore, breachedAt: at, versionAt: at });
        return;
      }
      case RiskDeleted.type:
        this.remove((event.data as { risk: RiskDto }).risk.id, at);
        return;
      case RiskAppetiteChanged.type: {
        const { changes } = event.data as RiskAppetiteChangedData;
        for (const row of [...this.rows.values()]) {
          const change = changes[row.riskType];
          if (!change || isAfter(row.versionAt, at)) continue;
          if (change.to >= row.assessedScore) this.remove(row.riskId, at);
          else this.write({ ...row, maxScore: change.to, versionAt: at });
        }
        return;
      }
      case RiskUpdated.type:
      case RiskClosed.type:
      case RiskAssessed.type:
      case RiskAccepted.type: {
        const { risk } = event.data as { risk: RiskDto };
        const row = this.rows.get(risk.id);
        if (!row || isAfter(row.versionAt, at)) return;
        if (backInside(risk, row.maxScore)) this.remove(risk.id, at);
        else this.write({ ...row, ...factsOf(risk), assessedScore: assessedScore(risk), versionAt: at });
      }
    }
  }

  /** What to write: the rows added or changed, and the risks whose row to delete (each with when). */
  changes(): { upserts: AppetiteBreachRow[]; removals: { riskId: string; at: string }[] } {
    return {
      upserts: [...this.changed].flatMap((riskId) => this.rows.get(riskId) ?? []),
      removals: [...this.removed].map(([riskId, at]) => ({ riskId, at })),
    };
  }

  /** Whether the risk's row, or its removal, is newer than `at`. */
  private newerThan(riskId: string, at: string): boolean {
    const since = this.rows.get(riskId)?.versionAt ?? this.removed.get(riskId);
    return since !== undefined && isAfter(since, at);
  }

  private write(row: AppetiteBreachRow): void {
    this.rows.set(row.riskId, row);
    this.removed.delete(row.riskId);
    this.changed.add(row.riskId);
  }

  private remove(riskId: string, at: string): void {
    if (this.newerThan(riskId, at)) return;
    this.rows.delete(riskId);
    this.changed.delete(riskId);
    this.removed.set(riskId, at);
  }
}

const factsOf = (risk: RiskDto) => ({ riskId: risk.id, code: risk.riskId, title: risk.title, riskType: risk.riskType });

const isAfter = (a: string, b: string) => Date.parse(a) > Date.parse(b);
