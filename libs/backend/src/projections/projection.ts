import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, EventDefinition } from '@rtm/contracts';
import { quoteIdent } from '../db/migrations.js';
import type { EventConsumerSpec } from '../events/event-consumers.js';
import { EventHandlers } from '../events/event-handlers.js';

/** A row of a projection by property name (camelCase; the column is its snake_case). */
export type ProjectionRow = object;

export interface ProjectionSpec<Row extends ProjectionRow> {
  /** Consumer name in the service: the durable is `<service>-<name>` (e.g. risk-users). */
  name: string;
  /** Table in the service's schema, with a `version_at timestamptz not null` column. */
  table: string;
  /** The property that identifies a row (the table's primary key). */
  key: keyof Row & string;
  /**
   * Properties an older event may still fill while they are empty: facts that never change once
   * known but that not every event carries (a username, a department's name).
   */
  fillWhenEmpty?: (keyof Row & string)[];
}

/** What an event does to the projection: a row to upsert (properties left undefined are not touched), or null for nothing. */
type RowOf<Row extends ProjectionRow, P, T extends string> = (data: P, event: DomainEvent<P, T>) => Partial<Row> | null;

const column = (property: string) => quoteIdent(property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

/**
 * A read model of another slice's facts, kept in the service's own schema from that slice's events:
 * the table, the events that feed it, and an upsert that newer facts win (by the event's occurredAt,
 * kept in `version_at`), so a redelivered or late older event never overwrites a newer one. Each
 * event is applied once (the durable consumer records it in processed_event in the same transaction).
 *
 *   export const USER_PROJECTION = defineProjection<UserRow>({ name: 'users', table: 'user_projection', key: 'id' })
 *     .from(UserCreated, ({ user }) => ({ id: user.id, firstName: user.firstName, ... }))
 *     .from(UserUpdated, ({ user }) => ({ ... }));
 *
 * A service feeds it with `ProjectionsModule.forFeature([USER_PROJECTION])` and reads the table with SQL.
 */
export class Projection<Row extends ProjectionRow> {
  /** How each event applies to the table of a given schema. */
  private readonly sources: ((handlers: EventHandlers, schema: string) => void)[] = [];

  constructor(readonly spec: ProjectionSpec<Row>) {}

  /** Upserts the row `map` gives for each event of this definition. */
  from<T extends string, P>(definition: EventDefinition<T, P>, map: RowOf<Row, P, T>): this {
    this.sources.push((handlers, schema) =>
      handlers.on(definition, async (event, tx) => {
        const row = map(event.data, event);
        if (row) await this.upsert(tx, schema, row, new Date(event.occurredAt));
      }),
    );
    return this;
  }

  /** Deletes the row whose key `keyOf` gives, unless a newer event has written it since. */
  removedBy<T extends string, P>(definition: EventDefinition<T, P>, keyOf: (data: P, event: DomainEvent<P, T>) => unknown): this {
    this.sources.push((handlers, schema) =>
      handlers.on(definition, async (event, tx) => {
        await tx.execute(`delete from ${this.table(schema)} where ${column(this.spec.key)} = ? and version_at <= ?`, [
          keyOf(event.data, event),
          new Date(event.occurredAt),
        ]);
      }),
    );
    return this;
  }

  /** The durable consumer that feeds the projection's table in `schema`. */
  consumer(schema: string): EventConsumerSpec {
    const handlers = new EventHandlers();
    for (const source of this.sources) source(handlers, schema);
    return handlers.consumer(this.spec.name);
  }

  /** Applies one row as of `versionAt`. */
  private async upsert(tx: EntityManager, schema: string, row: Partial<Row>, versionAt: Date): Promise<void> {
    const entries = Object.entries(row as Record<string, unknown>).filter(([, value]) => value !== undefined);
    if (!entries.some(([property]) => property === this.spec.key)) throw new Error(`${this.spec.name}: a row needs its ${this.spec.key}`);
    const fill = new Set<string>(this.spec.fillWhenEmpty ?? []);
    const columns = entries.map(([property]) => column(property));
    const updates = entries
      .filter(([property]) => property !== this.spec.key)
      .map(([property]) => {
        const c = column(property);
        return fill.has(property)
          ? `${c} = case when p.version_at <= excluded.version_at then coalesce(excluded.${c}, p.${c}) else coalesce(p.${c}, excluded.${c}) end`
          : `${c} = case when p.version_at <= excluded.version_at then excluded.${c} else p.${c} end`;
      });
    await tx.execute(
      `insert into ${this.table(schema)} as p (${[...columns, 'version_at'].join(', ')}) values (${entries.map(() => '?').join(', ')}, ?)
       on conflict (${column(this.spec.key)}) do update set ${[...updates, 'version_at = greatest(p.version_at, excluded.version_at)'].join(', ')}`,
      [...entries.map(([, value]) => value), versionAt],
    );
  }

  private table(schema: string): string {
    return `${quoteIdent(schema)}.${quoteIdent(this.spec.table)}`;
  }
}

export function defineProjection<Row extends ProjectionRow>(spec: ProjectionSpec<Row>): Projection<Row> {
  return new Projection<Row>(spec);
}
