import { AsyncLocalStorage } from 'node:async_hooks';
import { ConflictException } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ERRORS } from '@rtm/contracts';
import { quoteIdent } from '../db/migrations.js';

/** One request of the gateway that carried an Idempotency-Key (its `requestKey`), as a service handles it. */
export interface RequestScope {
  actorId: string;
  requestKey: string;
  subject: string;
  /** Set once a transaction of the request has recorded it (its first). */
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as the handling of `scope`'s request: the request's first transaction records it. */
export function inRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * What a service keeps of the requests it carried out under a gateway's Idempotency-Key: the first transaction of
 * such a request writes the request's row in the same commit as its change (so a change without its row cannot be),
 * and the answer is added once the handler has it. A repeat of the request (the gateway lost the answer with NATS and
 * the client sent the key again) gets that answer instead of a second change; a repeat whose change committed but
 * whose answer was never kept (the service died in between) gets 409 rather than a duplicate.
 */
export class RequestOutcomes {
  private readonly table: string;

  constructor(
    private readonly orm: MikroORM,
    schema: string,
  ) {
    this.table = `${quoteIdent(schema)}.request_outcome`;
  }

  /** The kept outcome of the request: `done` with its answer, `unknown` when it committed but its answer was not kept. */
  async find(scope: RequestScope): Promise<{ kind: 'done'; response: unknown } | { kind: 'unknown' } | null> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ response: string | null }[]>(
        `select response::text as response from ${this.table} where actor_id = ? and request_key = ? and subject = ?`,
        [scope.actorId, scope.requestKey, scope.subject],
      );
    if (!row) return null;
    return row.response === null ? { kind: 'unknown' } : { kind: 'done', response: JSON.parse(row.response) as unknown };
  }

  /**
   * Inside the transaction of the current request's change (its first): its row commits with the change, with the
   * request's answer when the caller can make it there (`answer`); otherwise the answer is added by `complete`.
   */
  async recordCurrent(tx: EntityManager, answer?: () => unknown): Promise<void> {
    const scope = scopes.getStore();
    if (!scope || scope.recorded) return;
    const response = answer ? JSON.stringify(answer() ?? null) : null;
    const inserted = await tx.execute<unknown[]>(
      `insert into ${this.table} (actor_id, request_key, subject, response) values (?, ?, ?, ?::jsonb) on conflict do nothing returning 1`,
      [scope.actorId, scope.requestKey, scope.subject, response],
    );
    // Another attempt of the same request committed first: this one rolls back.
    if (inserted.length === 0) throw new ConflictException(ERRORS.requestAlreadyCarriedOut);
    scope.recorded = true;
  }

  /** Keeps the answer of a recorded request (JSON, as it goes over NATS). */
  async complete(scope: RequestScope, response: unknown): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`update ${this.table} set response = ?::jsonb where actor_id = ? and request_key = ? and subject = ?`, [
        JSON.stringify(response ?? null),
        scope.actorId,
        scope.requestKey,
        scope.subject,
      ]);
  }
}
