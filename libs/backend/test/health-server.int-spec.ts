import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { INestMicroservice } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { loadConfig, ServiceConfig } from '../src/config/index.js';
import { dependencyProbes, HEALTH_PATHS, healthPort, ServiceCoreModule, startHealthServer, type HealthProbes } from '../src/app/index.js';
import { EventStream } from '../src/events/index.js';
import { createLogger } from '../src/logging/index.js';
import { createMicroservice } from '../src/nats/index.js';
import { createTestEnv, destroyTestEnv, setupTestJetStream, type TestEnv } from '../src/testing/index.js';

describe('health listener of a NATS service (HEALTH_PORT)', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let server: Server;
  let probes: HealthProbes | undefined;
  let base: string;

  beforeAll(async () => {
    env = createTestEnv('health');
    server = await startHealthServer(0, () => probes, '127.0.0.1');
    base = `http://127.0.0.1:${healthPort(server)}`;
  });

  afterAll(async () => {
    server?.close();
    await app?.close();
    if (env) await destroyTestEnv(env);
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('is alive at once and not ready until the service has started', async () => {
    expect(await get(HEALTH_PATHS.live)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(HEALTH_PATHS.ready)).toEqual({
      status: 503,
      body: { statusCode: 503, status: 'error', message: 'Not ready: starting' },
    });
  });

  it('is ready when PostgreSQL and NATS answer, says which one does not, and reports the state of the events stream', async () => {
    await setupTestJetStream(env); // the stream is the JetStream setup's, as before any service starts
    const config = loadConfig(ServiceConfig, { ...env });
    const logger = createLogger('probe', 'error');
    @Module({
      imports: [ServiceCoreModule.forRoot({ service: 'probe', schema: 'probe', config, logger, entities: [], migrations: [] })],
    })
    class ProbeModule {}
    app = await createMicroservice({
      module: ProbeModule,
      service: 'probe',
      natsUrl: config.NATS_URL,
      prefix: config.NATS_PREFIX,
      actorKey: config.ACTOR_SIGNING_KEY,
      logger,
    });
    await app.listen();
    probes = dependencyProbes(app);

    expect(await get(HEALTH_PATHS.ready)).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'up',
        nats: 'up',
        eventStream: { state: 'up', replicas: 1, currentReplicas: 1 },
        consumerLag: {},
        rpcRequests: 0,
      },
    });
    expect((await get('/nothing')).status).toBe(404);

    await app.get(EventStream).nc.close();
    expect(await get(HEALTH_PATHS.ready)).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        status: 'error',
        message: 'Not ready: nats not responding',
        database: 'up',
        nats: 'down',
        eventStream: { state: 'unavailable' },
        consumerLag: {},
        rpcRequests: 0,
      },
    });
    expect((await get(HEALTH_PATHS.live)).status).toBe(200);
  });
});
