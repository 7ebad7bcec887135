import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteIdent } from '@rtm/backend/db';
import { EventHandlers, type EventConsumerSpec } from '@rtm/backend/events';
import type { DomainEvent, EventDefinition } from '@rtm/contracts';
import { APPETITE_BREACH_EVENTS, AppetiteBreaches, rowsTouchedBy, type AppetiteBreachRow } from './appetite-breaches.js';

/** Events per batch: the rows they touch are read and written with one statement each. */
const BATCH_SIZE = 500;

const COLUMNS = `risk_id, code, title, risk_type, assessed_score, max_score, breached_at, version_at`;

/**
 * Feeds the table `appetite_breach` (the risks outside appetite the executives' daily digest lists), a part of the
 * risk-mails durable (RiskMailsConsumer): a batch reads the rows its events touch, locked, changes them in stream order
 * (AppetiteBreaches) and writes what changed. The writes keep a row an event newer than the batch's wrote meanwhile.
 */
export class AppetiteBreachProjection {
  private readonly table: string;

  constructor(schema: string) {
    this.table = `${quoteIdent(schema)}.appetite_breach`;
  }

  consumer(): EventConsumerSpec {
    const handlers = new EventHandlers();
    for (const definition of APPETITE_BREACH_EVENTS) {
      handlers.on(definition as EventDefinition, (event, tx) => this.apply(tx, [event]));
    }
    return { ...handlers.consumer('appetite-breaches'), handleMany: (events, tx) => this.apply(tx, events), batchSize: BATCH_SIZE };
  }

  private async apply(tx: EntityManager, events: DomainEvent[]): Promise<void> {
    const breaches = new AppetiteBreaches(await this.load(tx, events));
    for (const event of events) breaches.apply(event);
    const { upserts, removals } = breaches.changes();
    if (removals.length > 0) {
      await tx.execute(
        `delete from ${this.table} b using jsonb_to_recordset(?::jsonb) as r(risk_id uuid, at timestamptz)
          where b.risk_id = r.risk_id and b.version_at <= r.at`,
        [JSON.stringify(removals.map(({ riskId, at }) => ({ risk_id: riskId, at })))],
      );
    }
    if (upserts.length > 0) {
      await tx.execute(
        `insert into ${this.table} as b (${COLUMNS})
         select ${COLUMNS} from jsonb_to_recordset(?::jsonb) as r(risk_id uuid, code text, title text, risk_type text,
           assessed_score int, max_score int, breached_at timestamptz, version_at timestamptz)
         on conflict (risk_id) do update set code = excluded.code, title = excluded.title, risk_type = excluded.risk_type,
           assessed_score = excluded.assessed_score, max_score = excluded.max_score, breached_at = excluded.breached_at,
           version_at = excluded.version_at
         where b.version_at <= excluded.version_at`,
        [JSON.stringify(upserts.map(asRecord))],
      );
    }
  }

  private async load(tx: EntityManager, events: DomainEvent[]): Promise<AppetiteBreachRow[]> {
    const { riskIds, riskTypes } = rowsTouchedBy(events);
    const rows = await tx.execute<(Omit<AppetiteBreachRow, 'breachedAt' | 'versionAt'> & { breachedAt: Date; versionAt: Date })[]>(
      `select risk_id as "riskId", code, title, risk_type as "riskType", assessed_score as "assessedScore",
              max_score as "maxScore", breached_at as "breachedAt", version_at as "versionAt"
         from ${this.table}
        where risk_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
           or risk_type in (select value from jsonb_array_elements_text(?::jsonb))
        order by risk_id for update`,
      [JSON.stringify(riskIds), JSON.stringify(riskTypes)],
    );
    return rows.map((row) => ({
      ...row,
      breachedAt: new Date(row.breachedAt).toISOString(),
      versionAt: new Date(row.versionAt).toISOString(),
    }));
  }
}

/** A row as a record of the upsert's jsonb_to_recordset. */
const asRecord = (row: AppetiteBreachRow) => ({
  risk_id: row.riskId,
  code: row.code,
  title: row.title,
  risk_type: row.riskType,
  assessed_score: row.assessedScore,
  max_score: row.maxScore,
  breached_at: row.breachedAt,
  version_at: row.versionAt,
});
