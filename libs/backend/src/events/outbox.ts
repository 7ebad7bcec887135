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

  /** Writes the events in one statement (an import's thousands included); answers them as written. */
  async record(tx: EntityManager, ...events: DomainEvent[]): Promise<OutboxMessage[]> {
    const messages = events.map((event) => ({
      id: event.id,
      subject: subjectOf(event),
      payload: JSON.stringify(event),
      traceparent: event.traceparent,
    }));
    if (messages.length > 0) {
      await tx.execute(`insert into ${this.table} (id, subject, payload) select * from unnest(?::uuid[], ?::text[], ?::jsonb[])`, [
        pgArray(messages.map((m) => m.id)),
        textArray(messages.map((m) => m.subject)),
        textArray(messages.map((m) => m.payload)),
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
