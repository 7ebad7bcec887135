import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumerSpec } from '@rtm/backend/events';
import type { DomainEvent } from '@rtm/contracts';
import { sharedDurable } from './shared-durable.js';

const event = (type: string) => ({ id: type, type, version: 1 }) as DomainEvent;
const tx = {} as EntityManager;

/** A part that writes down what it was given, one event or a batch at a time. */
function part(name: string, types: string[], log: string[], options: { many?: boolean; batchSize?: number; subject?: string } = {}) {
  const spec: EventConsumerSpec = {
    name,
    subject: options.subject ?? 'events.risk.>',
    wants: (e) => types.includes(e.type),
    handle: async (e) => void log.push(`${name}:${e.type}`),
    batchSize: options.batchSize,
  };
  if (options.many) spec.handleMany = async (events) => void log.push(`${name}:[${events.map((e) => e.type).join(',')}]`);
  return spec;
}

describe('several parts on one durable', () => {
  it('gives each part the events it wants, in stream order, the parts in their order', async () => {
    const log: string[] = [];
    const shared = sharedDurable('risk-mails', [
      part('projection', ['risk_accepted', 'risk_acceptance_expired'], log, { many: true, batchSize: 500 }),
      part('mails', ['risk_created', 'risk_acceptance_expired'], log),
    ]);
    await shared.handleMany!(
      [event('risk_created'), event('risk_accepted'), event('risk_acceptance_expired'), event('risk_commented')],
      tx,
    );
    expect(log).toEqual(['projection:[risk_accepted,risk_acceptance_expired]', 'mails:risk_created', 'mails:risk_acceptance_expired']);

    log.length = 0;
    await shared.handle(event('risk_acceptance_expired'), tx);
    expect(log).toEqual(['projection:[risk_acceptance_expired]', 'mails:risk_acceptance_expired']);
  });

  it('wants what any part wants, and batches only as much as every part takes', () => {
    const log: string[] = [];
    const withDefault = sharedDurable('d', [part('a', ['x'], log, { batchSize: 500 }), part('b', ['y'], log)]);
    expect(['x', 'y', 'z'].map((type) => withDefault.wants!(event(type)))).toEqual([true, true, false]);
    expect(withDefault.batchSize).toBeUndefined();
    expect(sharedDurable('d', [part('a', ['x'], log, { batchSize: 500 }), part('b', ['y'], log, { batchSize: 100 })]).batchSize).toBe(100);
  });

  it('refuses a part that filters another subject', () => {
    expect(() => sharedDurable('d', [part('a', ['x'], []), part('b', ['y'], [], { subject: 'events.task.>' })])).toThrow(
      'd: the part b filters events.task.>, the durable events.risk.>',
    );
  });
});
