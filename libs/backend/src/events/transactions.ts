import type { DomainEvent } from '@rtm/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Outbox } from './outbox.js';

/**
 * Runs a use case in one database transaction; the events it emits are written to the outbox
 * inside that same transaction and handed to the relay right after commit.
 */
export class Transactions {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
  ) {}

  async run<T>(work: (tx: EntityManager, emit: (event: DomainEvent) => void) => Promise<T>): Promise<T> {
    const events: DomainEvent[] = [];
    const result = await this.orm.em.fork().transactional(async (tx) => {
      const value = await work(tx, (event) => events.push(event));
      await tx.flush();
      await this.outbox.record(tx, ...events);
      return value;
    });
    if (events.length > 0) this.outbox.committed();
    return result;
  }

  /** A fresh entity manager for reads. */
  reader(): EntityManager {
    return this.orm.em.fork();
  }
}
