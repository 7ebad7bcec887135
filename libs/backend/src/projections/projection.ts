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

/** Events per batch: a round's upsert carries a few parameters per row, far below PostgreSQL's 65,535. */
const BATCH_SIZE = 500;

interface Upsert<Row> {
  kind: 'upsert';
  row: Partial<Row>;
  versionAt: Date;
}
interface Remove {
  kind: 'remove';
  key: unknown;
  versionAt: Date;
}
type Change<Row> = Upsert<Row> | Remove;

/** What each kind of event does to the projection. */
class ChangeMaps<Row extends ProjectionRow> {
  private readonly maps = new Map<string, (event: DomainEvent) => Change<Row> | null>();
  readonly definitions: EventDefinition<string, unknown>[] = [];

  on<T extends string, P>(definition: EventDefinition<T, P>, map: (event: DomainEvent<P, T>) => Change<Row> | null): void {
    this.maps.set(`${definition.type}@${definition.version}`, map as (event: DomainEvent) => Change<Row> | null);
    this.definitions.push(definition as EventDefinition<string, unknown>);
  }

  /** The changes of `events` in their order (events of other kinds change nothing). */
  of(events: DomainEvent[]): Change<Row>[] {
    return events.flatMap((event) => this.maps.get(`${event.type}@${event.version ?? 1}`)?.(event) ?? []);
  }
}

/**
 * The changes in rounds: the first change of each row, then each row's second, and so on. One statement may not touch a
 * row twice (ON CONFLICT), and a row's changes must keep their order; changes of different rows are independent.
 */
export function changeRounds<C>(changes: C[], keyOf: (change: C) => unknown): C[][] {
  const rounds: C[][] = [];
  const seen = new Map<string, number>();
  for (const change of changes) {
    const key = String(keyOf(change));
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(change);
  }
  return rounds;
}

/** The properties of a row that are given (undefined ones are not touched), in a stable order. */
const definedProperties = (row: object): string[] =>
  Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([property]) => property)
    .sort();

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
  private readonly changes = new ChangeMaps<Row>();

  constructor(readonly spec: ProjectionSpec<Row>) {}

  /** Upserts the row `map` gives for each event of this definition. */
  from<T extends string, P>(definition: EventDefinition<T, P>, map: RowOf<Row, P, T>): this {
    this.changes.on(definition, (event) => {
      const row = map(event.data, event);
      return row ? { kind: 'upsert', row, versionAt: new Date(event.occurredAt) } : null;
    });
    return this;
  }

  /** Deletes the row whose key `keyOf` gives, unless a newer event has written it since. */
  removedBy<T extends string, P>(definition: EventDefinition<T, P>, keyOf: (data: P, event: DomainEvent<P, T>) => unknown): this {
    this.changes.on(definition, (event) => ({ kind: 'remove', key: keyOf(event.data, event), versionAt: new Date(event.occurredAt) }));
    return this;
  }

  /**
   * The durable consumer that feeds the projection's table in `schema`, a batch of events at a time: in rounds (the
   * first change of each row, then the second, ...), each round one upsert statement per set of columns, so a batch
   * ends exactly as its events applied one by one would leave the table.
   */
  consumer(schema: string): EventConsumerSpec {
    const handlers = new EventHandlers();
    for (const definition of this.changes.definitions) handlers.on(definition, (event, tx) => this.apply(tx, schema, [event]));
    return { ...handlers.consumer(this.spec.name), handleMany: (events, tx) => this.apply(tx, schema, events), batchSize: BATCH_SIZE };
  }

  private async apply(tx: EntityManager, schema: string, events: DomainEvent[]): Promise<void> {
    for (const round of changeRounds(this.changes.of(events), (change) => this.keyOf(change))) {
      const upserts = new Map<string, Upsert<Row>[]>();
      for (const change of round) {
        if (change.kind === 'remove') {
          await tx.execute(`delete from ${this.table(schema)} where ${column(this.spec.key)} = ? and version_at <= ?`, [
            change.key,
            change.versionAt,
          ]);
          continue;
        }
        const shape = definedProperties(change.row).join(',');
        const sameShape = upserts.get(shape);
        if (sameShape) sameShape.push(change);
        else upserts.set(shape, [change]);
      }
      for (const rows of upserts.values()) await this.upsert(tx, schema, rows);
    }
  }

  private keyOf(change: Change<Row>): unknown {
    if (change.kind === 'remove') return change.key;
    const key = (change.row as Record<string, unknown>)[this.spec.key];
    if (key === undefined) throw new Error(`${this.spec.name}: a row needs its ${this.spec.key}`);
    return key;
  }

  /** Applies rows of one shape (the same properties defined), each as of its `versionAt`, in one statement. */
  private async upsert(tx: EntityManager, schema: string, rows: Upsert<Row>[]): Promise<void> {
    const properties = definedProperties(rows[0].row);
    const fill = new Set<string>(this.spec.fillWhenEmpty ?? []);
    const columns = properties.map(column);
    const updates = properties
      .filter((property) => property !== this.spec.key)
      .map((property) => {
        const c = column(property);
        return fill.has(property)
          ? `${c} = case when p.version_at <= excluded.version_at then coalesce(excluded.${c}, p.${c}) else coalesce(p.${c}, excluded.${c}) end`
          : `${c} = case when p.version_at <= excluded.version_at then excluded.${c} else p.${c} end`;
      });
    const values = rows.map(() => `(${properties.map(() => '?').join(', ')}, ?)`).join(', ');
    await tx.execute(
      `insert into ${this.table(schema)} as p (${[...columns, 'version_at'].join(', ')}) values ${values}
       on conflict (${column(this.spec.key)}) do update set ${[...updates, 'version_at = greatest(p.version_at, excluded.version_at)'].join(', ')}`,
      rows.flatMap(({ row, versionAt }) => [...properties.map((property) => (row as Record<string, unknown>)[property]), versionAt]),
    );
  }

  private table(schema: string): string {
    return `${quoteIdent(schema)}.${quoteIdent(this.spec.table)}`;
  }
}

export function defineProjection<Row extends ProjectionRow>(spec: ProjectionSpec<Row>): Projection<Row> {
  return new Projection<Row>(spec);
}
