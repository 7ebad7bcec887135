import type { DomainEvent } from '@rtm/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Outbox, OutboxMessage } from './outbox.js';
import type { RequestOutcomes } from './request-outcomes.js';

/** Longest wait for the relay after commit before answering anyway (the relay keeps retrying). */
const PUBLISH_WAIT_MS = 2000;

/**
 * Runs a use case in one database transaction; the events it emits are written to the outbox
 * inside that same transaction and handed to the relay right after commit. The answer waits until
 * they are published, so whoever hears the answer can count on every subscriber having been sent the
 * events first (a gateway drops a cached user before the next request that could use it).
 * The first transaction of a request sent under an Idempotency-Key also records that request (RequestOutcomes).
 */
export class Transactions {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
    private readonly outcomes?: RequestOutcomes,
  ) {}

  /**
   * `answer`: the request's answer made from the transaction's value, kept with the request's record in the same
   * commit (RequestOutcomes), so that a repeat after a crash between commit and answer gets it rather than 409.
   */
  async run<T>(work: (tx: EntityManager, emit: (event: DomainEvent) => void) => Promise<T>, answer?: (value: T) => unknown): Promise<T> {
    const events: DomainEvent[] = [];
    let written: OutboxMessage[] = [];
    const result = await this.orm.em.fork().transactional(async (tx) => {
      const value = await work(tx, (event) => events.push(event));
      await tx.flush();
      written = await this.outbox.record(tx, ...events);
      // A request under an Idempotency-Key is recorded with its (first) change: a repeat will not change again.
      await this.outcomes?.recordCurrent(tx, answer ? () => answer(value) : undefined);
      return value;
    });
    if (written.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS)));
      await Promise.race([this.outbox.committed(written), waited]).finally(() => clearTimeout(timer));
    }
    return result;
  }

  /** A fresh entity manager for reads. */
  reader(): EntityManager {
    return this.orm.em.fork();
  }

  /**
   * Plain SQL for the hot reads (a repository's one statement per view): the ORM's connection without forking an
   * entity manager (its unit of work, identity map and the rest) per request. It offers `execute` only; entity reads
   * use `reader()`.
   */
  sql(): SqlReader {
    return this.orm.em;
  }
}

/** What a read in plain SQL needs of an entity manager (any entity manager, a transaction's included, is one). */
export type SqlReader = Pick<EntityManager, 'execute'>;

/** `Transactions.run`'s `answer` for a use case that answers its transaction's value as it is. */
export const sameAnswer = <T>(value: T): T => value;
