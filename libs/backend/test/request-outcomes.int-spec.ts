import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConflictException } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ERRORS } from '@rtm/contracts';
import { openDatabase } from '../src/db/index.js';
import { EVENTS_MIGRATIONS, inRequestScope, Outbox, RequestOutcomes, Transactions, type RequestScope } from '../src/events/index.js';
import { createTestEnv, destroyTestEnv, type TestEnv } from '../src/testing/index.js';

const SCHEMA = 'outcomestest';

/** RequestOutcomes: what a service keeps of the requests it carried out under a gateway's Idempotency-Key. */
describe(RequestOutcomes.name, () => {
  let env: TestEnv;
  let orm: MikroORM;
  let outcomes: RequestOutcomes;
  let db: Transactions;
  const things = async () =>
    (await orm.em.fork().execute<{ name: string }[]>(`select name from ${SCHEMA}.thing order by name`)).map((r) => r.name);
  const scope = (requestKey: string): RequestScope => ({ actorId: 'user-1', requestKey, subject: 'thing.create', recorded: false });
  const createThing = (name: string) =>
    db.run(async (tx) => {
      await tx.execute(`insert into ${SCHEMA}.thing (name) values (?)`, [name]);
      return { name };
    });

  beforeAll(async () => {
    env = createTestEnv('outcomes');
    orm = await openDatabase({
      url: env.DATABASE_URL,
      schema: SCHEMA,
      entities: [],
      migrations: [...EVENTS_MIGRATIONS, { name: 'thing', up: ['create table thing (name text primary key)'] }],
    });
    outcomes = new RequestOutcomes(orm, SCHEMA);
    db = new Transactions(orm, new Outbox(SCHEMA), outcomes);
  });

  afterAll(async () => {
    await orm?.close();
    await destroyTestEnv(env);
  });

  it('records a request with its first change, in the same commit, and keeps its answer', async () => {
    const request = scope('k1');
    expect(await outcomes.find(request)).toBeNull();
    await inRequestScope(request, async () => {
      await createThing('first');
      await createThing('second'); // a later transaction of the same request is not recorded again
    });
    expect(request.recorded).toBe(true);
    // Committed, answer not kept yet (a service that died here): a repeat must not change again.
    expect(await outcomes.find(request)).toEqual({ kind: 'unknown' });
    await outcomes.complete(request, { name: 'first' });
    expect(await outcomes.find(scope('k1'))).toEqual({ kind: 'done', response: { name: 'first' } });
    expect(await outcomes.find({ ...scope('k1'), actorId: 'user-2' })).toBeNull();
    expect(await outcomes.find({ ...scope('k1'), subject: 'other.create' })).toBeNull();
  });

  it('keeps the answer in the same commit when the change can make it there (no 409 after a crash before the answer)', async () => {
    const request = scope('k4');
    await inRequestScope(request, () =>
      db.run(
        async (tx) => {
          await tx.execute(`insert into ${SCHEMA}.thing (name) values (?)`, ['answered']);
          return { name: 'answered' };
        },
        (value) => ({ created: value.name }),
      ),
    );
    expect(await outcomes.find(scope('k4'))).toEqual({ kind: 'done', response: { created: 'answered' } });
  });

  it('a second attempt of a recorded request rolls back its change with 409', async () => {
    await inRequestScope(scope('k2'), () => createThing('once'));
    const repeat = inRequestScope(scope('k2'), () => createThing('twice'));
    await expect(repeat).rejects.toBeInstanceOf(ConflictException);
    await expect(repeat).rejects.toMatchObject({ message: ERRORS.requestAlreadyCarriedOut });
    expect(await things()).toEqual(['answered', 'first', 'once', 'second']);
  });

  it('a change that fails records nothing, and one outside a request scope is not recorded', async () => {
    const failing = scope('k3');
    await expect(inRequestScope(failing, () => createThing('once'))).rejects.toThrow(); // the name is taken
    expect(failing.recorded).toBe(false);
    expect(await outcomes.find(failing)).toBeNull();
    await createThing('unscoped');
    const rows = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${SCHEMA}.request_outcome`);
    expect(rows[0].n).toBe(3);
  });
});
