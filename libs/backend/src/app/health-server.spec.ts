import { afterAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { registerConsumerLag } from '../events/consumer-lag.js';
import { HEALTH_PATHS, healthPort, startHealthServer } from './health-server.js';

describe('startHealthServer', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));

  const serve = async (checks: Parameters<typeof startHealthServer>[1]) => {
    const server = await startHealthServer(0, checks, '127.0.0.1');
    servers.push(server);
    return (path: string) => fetch(`http://127.0.0.1:${healthPort(server)}${path}`);
  };

  it("reports each dependency, the events stream's state (ready all the same) and each durable consumer's lag (null when JetStream does not answer)", async () => {
    const stopA = registerConsumerLag('notification-activity', async () => 7);
    const stopB = registerConsumerLag('notification-mails', () => Promise.reject(new Error('no JetStream')));
    const get = await serve(() => ({
      checks: { database: async () => 1, nats: async () => 1 },
      reports: { eventStream: async () => ({ state: 'unavailable' }) },
    }));
    const res = await get(HEALTH_PATHS.ready);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'up',
      nats: 'up',
      eventStream: { state: 'unavailable' },
      consumerLag: { 'notification-activity': 7, 'notification-mails': null },
      rpcRequests: 0,
    });
    stopA();
    stopB();
  });

  it('is not ready while a dependency is down or the app is starting; alive all the same', async () => {
    const down = await serve(() => ({ checks: { database: () => Promise.reject(new Error('refused')), nats: async () => 1 } }));
    const res = await down(HEALTH_PATHS.ready);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'error',
      message: 'Not ready: database not responding',
      database: 'down',
      consumerLag: {},
    });
    expect((await down(HEALTH_PATHS.live)).status).toBe(200);
    const starting = await serve(() => undefined);
    expect((await starting(HEALTH_PATHS.ready)).status).toBe(503);
  });
});
