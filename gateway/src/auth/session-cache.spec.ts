import { describe, expect, it, jest } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { SessionData } from 'express-session';
import type { GatewayConfig } from '../gateway.config.js';
import { SessionCache } from './session-cache.js';

const session = (expiresInMs = 60_000) =>
  ({
    cookie: { originalMaxAge: 3_600_000, expires: new Date(Date.now() + expiresInMs).toISOString() },
    passport: { user: 'u1' },
  }) as unknown as SessionData;

function setup(seconds = 60) {
  const nats = { publish: jest.fn(), flush: jest.fn(async () => undefined) };
  const logger = { warn: jest.fn() } as unknown as LoggerService;
  const sut = new SessionCache(
    nats as unknown as NatsConnection,
    { USER_CACHE_SECONDS: seconds, NATS_PREFIX: 'p.' } as GatewayConfig,
    logger,
  );
  return { sut, nats };
}

describe(SessionCache.name, () => {
  it('answers a copy of what the store gave, so changes to it do not reach the cache', () => {
    const { sut } = setup();
    sut.set('s1', session());
    const first = sut.get('s1') as unknown as { passport: { user: string } };
    first.passport.user = 'changed';
    expect(sut.get('s1')).toMatchObject({ passport: { user: 'u1' } });
  });

  it('forgets a session once its cookie has expired, and caches nothing with a cache time of 0', () => {
    const { sut } = setup();
    sut.set('s1', session(-1));
    expect(sut.get('s1')).toBeUndefined();
    const off = setup(0).sut;
    off.set('s1', session());
    expect(off.get('s1')).toBeUndefined();
  });

  it('does not cache a read that overlapped the end of a session', async () => {
    const { sut } = setup();
    const version = sut.version();
    await sut.ended(['s1']);
    sut.set('s1', session(), version);
    expect(sut.get('s1')).toBeUndefined();
  });

  it('drops ended sessions here and tells the other gateways on NATS before it resolves', async () => {
    const { sut, nats } = setup();
    sut.set('s1', session());
    sut.set('s2', session());
    await sut.ended(['s1']);
    expect(sut.get('s1')).toBeUndefined();
    expect(sut.get('s2')).toBeDefined();
    expect(nats.publish).toHaveBeenCalledWith('p.gateway.sessions.ended', JSON.stringify(['s1']));
    expect(nats.flush).toHaveBeenCalled();
  });
});
