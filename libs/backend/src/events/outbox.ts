import type { DomainEvent } from '@rtm/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteIdent } from '../db/migrations.js';
import { pgArray } from '../db/sql.js';
import { subjectOf } from './domain-event.js';

/** An event as written to the outbox: its id, subject and JSON text, which the relay publishes as they are. */
export interface OutboxMessage {
  id: string;
  subject: string;
  payload: string;
  traceparent?: string;
}

/** Events per insert statement. */
const RECORD_SLICE = 100;

/** A PostgreSQL text array literal: each element quoted, its quotes and backslashes escaped. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * Writes events into the service's outbox with the transaction's entity manager,
 * so the state change and its events commit or roll back together.
 */
export class Outbox {
  private readonly table: string;
  private readonly listeners = new Set<(messages: readonly OutboxMessage[]) => Promise<void> | void>();

  constructor(schema: string) {
    this.table = `${quoteIdent(schema)}.outbox_event`;
  }

  /** Writes the events, up to a hundred per statement; answers them as written. */
  async record(tx: EntityManager, ...events: DomainEvent[]): Promise<OutboxMessage[]> {
    const messages = events.map((event) => ({
      id: event.id,
      subject: subjectOf(event),
      payload: JSON.stringify(event),
      traceparent: event.traceparent,
    }));
    // MikroORM writes parameters into the statement's text: an import's thousands of events go in slices, so no
    // statement of many megabytes is built (a 2,000-row import's peak memory doubled with one).
    for (let i = 0; i < messages.length; i += RECORD_SLICE) {
      const slice = messages.slice(i, i + RECORD_SLICE);
      await tx.execute(`insert into ${this.table} (id, subject, payload) select * from unnest(?::uuid[], ?::text[], ?::jsonb[])`, [
        pgArray(slice.map((m) => m.id)),
        textArray(slice.map((m) => m.subject)),
        textArray(slice.map((m) => m.payload)),
      ]);
    }
    return messages;
  }

  /**
   * Call after commit with what the transaction wrote: the relay publishes it (see OutboxRelay). Resolves when
   * it is published, or when the relay has given up until its next try.
   */
  async committed(messages: readonly OutboxMessage[]): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener(messages)));
  }

  onCommitted(listener: (messages: readonly OutboxMessage[]) => Promise<void> | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
