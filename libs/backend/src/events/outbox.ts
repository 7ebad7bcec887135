import type { DomainEvent } from '@rtm/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteIdent } from '../db/migrations.js';
import { subjectOf } from './domain-event.js';

/**
 * Writes events into the service's outbox with the transaction's entity manager,
 * so the state change and its events commit or roll back together.
 */
export class Outbox {
  private readonly table: string;
  private readonly listeners = new Set<() => Promise<void> | void>();

  constructor(schema: string) {
    this.table = `${quoteIdent(schema)}.outbox_event`;
  }

  async record(tx: EntityManager, ...events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      await tx.execute(`insert into ${this.table} (id, subject, payload) values (?, ?, ?)`, [
        event.id,
        subjectOf(event),
        JSON.stringify(event),
      ]);
    }
  }

  /**
   * Call after commit: wakes the relay so the usual latency is milliseconds, not the polling interval.
   * Resolves when the relay has published (or given up until its next try).
   */
  async committed(): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener()));
  }

  onCommitted(listener: () => Promise<void> | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
