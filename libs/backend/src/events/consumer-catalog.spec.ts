import { describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { aggregateSubjects } from '@rtm/contracts';
import { createLogger } from '../logging/index.js';
import { durableName, EVENT_CONSUMERS } from './consumer-catalog.js';
import { EventConsumers } from './event-consumers.js';
import type { EventStream } from './jetstream.js';

/** Registration only: neither the database nor the stream is touched before start(). */
const consumersOf = (service: string) =>
  new EventConsumers({} as MikroORM, service, {} as EventStream, createLogger('catalog-test', 'error'), { service });
const handle = async () => undefined;

describe('the consumer catalog', () => {
  it('names each durable once', () => {
    const names = EVENT_CONSUMERS.map((c) => durableName(c.service, c.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets a service register a consumer it declares, with the declared filter', () => {
    expect(() => consumersOf('risk').register({ name: 'users', subject: aggregateSubjects('user'), handle })).not.toThrow();
  });

  it('refuses a consumer the catalog does not have, or one that filters otherwise (the setup would not have made it so)', () => {
    expect(() => consumersOf('risk').register({ name: 'audit', subject: 'events.>', handle })).toThrow(/risk-audit .*not in the catalog/);
    expect(() => consumersOf('risk').register({ name: 'users', subject: 'events.>', handle })).toThrow(
      /risk-users on events\.> is not in the catalog .*has events\.user\.>/,
    );
    expect(() => consumersOf('gateway').register({ name: 'users', subject: aggregateSubjects('user'), handle })).toThrow(
      /not in the catalog/,
    );
  });
});
