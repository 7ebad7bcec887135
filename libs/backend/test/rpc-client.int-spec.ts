import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ERRORS } from '@rtm/contracts';
import { RpcClient } from '../src/nats/index.js';
import { createTestEnv, type TestEnv } from '../src/testing/index.js';

describe(RpcClient.name, () => {
  let env: TestEnv;
  let sut: RpcClient;
  let silent: NatsConnection;

  beforeAll(async () => {
    env = createTestEnv('rpc');
    sut = new RpcClient({ url: env.NATS_URL, prefix: env.NATS_PREFIX, name: 'rpc-test', defaultTimeoutMs: 300 });
    await sut.connect();
    // A subscriber that never answers, to see the timeout.
    silent = await connect({ servers: env.NATS_URL });
    silent.subscribe(`${env.NATS_PREFIX}notification.activities.list`, { queue: 'silent' });
    await silent.flush();
  });

  afterAll(async () => {
    await sut?.close();
    await silent?.close();
  });

  it('answers 503 naming the service when nobody serves the subject', async () => {
    await expect(sut.send('risk.risks.list', {}, null)).rejects.toMatchObject({
      status: 503,
      message: ERRORS.serviceUnavailable('risk'),
    });
  });

  it('answers 503 naming the service when the service does not answer in time', async () => {
    await expect(sut.send('notification.activities.list', {}, null)).rejects.toMatchObject({
      status: 503,
      message: ERRORS.serviceUnavailable('notification'),
    });
  });
});
