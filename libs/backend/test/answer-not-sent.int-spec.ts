import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS } from '@rtm/contracts';
import { createLogger } from '../src/logging/index.js';
import { natsConnectOptions, PrefixedNatsServer, RpcClient } from '../src/nats/index.js';
import { createTestEnv, type TestEnv } from '../src/testing/index.js';

/** Answers the bus cannot carry: over NATS's max_payload (1 MB by default), or not serialisable at all. */
@Controller()
class OversizeController {
  @MessagePattern('notification.probe.oversize')
  oversize() {
    return { items: Array.from({ length: 3_000 }, (_, i) => ({ i, text: 'x'.repeat(500) })) };
  }

  @MessagePattern('notification.probe.unserialisable')
  unserialisable() {
    return { count: 1n };
  }

  @MessagePattern('notification.probe.small')
  small() {
    return { ok: true };
  }
}

@Module({ controllers: [OversizeController] })
class OversizeModule {}

describe('an answer the service cannot send', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let rpc: RpcClient;
  const logged: string[] = [];

  beforeAll(async () => {
    env = createTestEnv('answer');
    const logger = createLogger('notification', 'warn');
    logger.error = (message: unknown) => void logged.push(String(message));
    // The strategy every service runs (createMicroservice), without the service core this probe does not need.
    const strategy = new PrefixedNatsServer(
      { ...natsConnectOptions(env.NATS_URL), queue: `${env.NATS_PREFIX}notification`, name: 'notification' },
      env.NATS_PREFIX,
    );
    app = await NestFactory.createMicroservice(OversizeModule, { strategy, logger });
    await app.listen();
    // A timeout far beyond the test's own: were the error answer missing, the call would fail by Jest's timeout.
    rpc = new RpcClient({
      url: env.NATS_URL,
      prefix: env.NATS_PREFIX,
      actorKey: env.ACTOR_SIGNING_KEY,
      name: 'answer-test',
      defaultTimeoutMs: 600_000,
    });
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
  });

  it('is answered 503 saying it is too large when it is over the bus limit, and logged', async () => {
    await expect(rpc.send('notification.probe.oversize', {}, null)).rejects.toMatchObject({
      status: 503,
      message: ERRORS.answerTooLarge('notification'),
    });
    expect(logged).toContainEqual(expect.stringContaining('Answer to notification.probe.oversize not sent'));
  });

  it('is answered 503 when it cannot be written at all', async () => {
    await expect(rpc.send('notification.probe.unserialisable', {}, null)).rejects.toMatchObject({
      status: 503,
      message: ERRORS.answerNotSent('notification'),
    });
  });

  it('leaves the other answers as they were', async () => {
    await expect(rpc.send('notification.probe.small', {}, null)).resolves.toEqual({ ok: true });
  });
});
