import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RiskCreated, RiskDeleted, SUBJECTS, UserCreated, type DomainEvent, type RiskCreatedData, type RiskDto } from '@rtm/contracts';
import type { RpcClient } from '../nats/rpc.client.js';
import { createEvent, subjectOf } from './domain-event.js';
import { EventHandlers } from './event-handlers.js';

/**
 * Events and requests are typed by their contracts. The `@ts-expect-error` lines below are checked by
 * `npm run typecheck` (part of `npm test`): each must fail to compile, and the check fails the day one
 * of them compiles (an unused @ts-expect-error is an error). Jest runs the rest.
 */

const risk = { id: 'r1', riskId: 'RSK-2026-0001', title: 'Server outage' } as RiskDto;
const actor = { id: 'u1', role: 'manager' as const };
const tx = {} as EntityManager;

/** Never called: only compiled. */
export function wrongPayloadsDoNotCompile(rpc: RpcClient) {
  // @ts-expect-error a risk_created payload needs the risk and its source
  createEvent(RiskCreated, { actor, entity: { type: 'risk', id: 'r1' }, description: 'x', data: { risk } });
  // @ts-expect-error source is 'form' or 'import'
  createEvent(RiskCreated, { actor, entity: { type: 'risk', id: 'r1' }, description: 'x', data: { risk, source: 'email' } });
  // @ts-expect-error the payload of another event
  createEvent(RiskCreated, { actor, entity: { type: 'risk', id: 'r1' }, description: 'x', data: { user: {}, username: 'sara' } });

  new EventHandlers()
    .on(UserCreated, async (event) => {
      // @ts-expect-error user_created carries no risk
      void event.data.risk;
    })
    // @ts-expect-error a handler of risk_created events cannot handle user_created
    .on(UserCreated, async (_event: DomainEvent<RiskCreatedData, 'risk_created'>) => undefined);

  // @ts-expect-error risk.risks.get takes { id }
  void rpc.call(SUBJECTS.risk.risksGet, { riskId: 'r1' }, actor);
  // @ts-expect-error not a subject of any service
  void rpc.call('task.attachments.create', { content: 'x' }, actor);
  // @ts-expect-error task.comments.create answers a TaskCommentView, whose riskId is always null
  void (rpc.call(SUBJECTS.task.commentsCreate, { content: 'x', taskId: 't1' }, actor) satisfies Promise<{ riskId: string }>);
}

describe('typed events', () => {
  it('creates an event of a definition, with its type, version and subject', () => {
    const event = createEvent(RiskCreated, {
      actor,
      entity: { type: 'risk', id: 'r1' },
      description: 'Reported',
      data: { risk, source: 'form' },
    });
    expect(event).toMatchObject({ type: 'risk_created', version: 1, data: { risk, source: 'form' } });
    expect(subjectOf(event)).toBe('events.risk.created');
    expect(RiskCreated.subject).toBe('events.risk.created');
  });

  it('hands each handler the events of its definition, with the payload typed', async () => {
    const seen: string[] = [];
    const handlers = new EventHandlers().on(UserCreated, async (event) => {
      seen.push(event.data.username);
    });
    const user = createEvent(UserCreated, {
      actor: null,
      entity: { type: 'user', id: 'u2' },
      description: 'Created user',
      data: {
        user: { id: 'u2', firstName: 'Sara', lastName: 'Ali', email: null, role: 'manager', departmentId: null, profileImageUrl: null },
        username: 'sara',
      },
    });
    const other = createEvent(RiskCreated, {
      actor,
      entity: { type: 'risk', id: 'r1' },
      description: 'x',
      data: { risk, source: 'import' },
    });
    await handlers.handle(user, tx);
    await handlers.handle(other, tx);
    expect(seen).toEqual(['sara']);
    expect(handlers.subject).toBe('events.user.created');
    expect(handlers.wants(user)).toBe(true);
    expect(handlers.wants(other)).toBe(false);
  });

  it("filters on the event's own subject when the handlers take one kind, and names the consumer", () => {
    const handlers = new EventHandlers().on(RiskDeleted, async () => undefined);
    expect(handlers.subject).toBe('events.risk.deleted');
    const spec = handlers.consumer('risk-links');
    expect(spec).toMatchObject({ name: 'risk-links', subject: 'events.risk.deleted' });
    expect(spec.wants?.({ type: 'risk_deleted', version: 1 })).toBe(true);
    expect(spec.wants?.({ type: 'risk_created', version: 1 })).toBe(false);
    expect(spec.wants?.({ type: 'risk_deleted', version: 2 })).toBe(false);
  });
});
