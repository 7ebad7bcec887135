import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ERRORS } from '@rtm/contracts';
import { asRead, natsConnectOptions, RpcClient } from '../src/nats/index.js';
import { createTestEnv, freePort, type TestEnv } from '../src/testing/index.js';
import { natsServerBinary } from './support/nats-cluster.js';

describe(RpcClient.name, () => {
  let env: TestEnv;
  let sut: RpcClient;
  let silent: NatsConnection;

  beforeAll(async () => {
    env = createTestEnv('rpc');
    sut = new RpcClient({ url: env.NATS_URL, prefix: env.NATS_PREFIX, name: 'rpc-test', defaultTimeoutMs: 300 });
    await sut.connect();
    // A subscriber that never answers, to see the timeout.
    silent = await connect(natsConnectOptions(env.NATS_URL));
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

  describe('a request the instance that took it never answers (it died)', () => {
    let responder: NatsConnection;
    const received: string[] = [];

    beforeAll(async () => {
      // Ignores the first request of each subject, as an instance that dies with it would; answers the next one.
      responder = await connect(natsConnectOptions(env.NATS_URL));
      for (const subject of ['task.tasks.list', 'task.tasks.create']) {
        responder.subscribe(`${env.NATS_PREFIX}${subject}`, {
          queue: 'task',
          callback: (_error, msg) => {
            received.push(subject);
            if (received.filter((s) => s === subject).length > 1) msg.respond(JSON.stringify({ response: 'answered', isDisposed: true }));
          },
        });
      }
      await responder.flush();
    });

    afterAll(async () => {
      await responder?.close();
    });

    it('sends a read once more, and the next instance answers it', async () => {
      await expect(asRead(() => sut.send('task.tasks.list', {}, null))).resolves.toBe('answered');
      expect(received.filter((s) => s === 'task.tasks.list')).toHaveLength(2);
    });

    it('never sends a write twice', async () => {
      await expect(sut.send('task.tasks.create', {}, null)).rejects.toMatchObject({ status: 503 });
      expect(received.filter((s) => s === 'task.tasks.create')).toHaveLength(1);
    });
  });
});

describe(`${RpcClient.name}.callJson`, () => {
  let env: TestEnv;
  let sut: RpcClient;
  let responder: NatsConnection;
  const view = { id: 'r1', title: 'A "quoted" title, with ,"id":"1"} inside', owner: null, n: [1, 2.5] };

  beforeAll(async () => {
    env = createTestEnv('rpcjson');
    sut = new RpcClient({ url: env.NATS_URL, prefix: env.NATS_PREFIX, name: 'rpc-json-test', defaultTimeoutMs: 2000 });
    await sut.connect();
    // Answers as Nest's NATS server does: the response, isDisposed, then the request's id; an error the same way.
    responder = await connect(natsConnectOptions(env.NATS_URL));
    responder.subscribe(`${env.NATS_PREFIX}risk.risks.get`, {
      callback: (_error, msg) => {
        const { id, data } = msg.json<{ id: string; data: { data: { id: string } } }>();
        const answer =
          data.data.id === 'missing'
            ? { err: { status: 404, message: 'Risk not found' }, isDisposed: true, id }
            : { response: { ...view, id: data.data.id }, isDisposed: true, id };
        msg.respond(JSON.stringify(answer));
      },
    });
    await responder.flush();
  });

  afterAll(async () => {
    await sut?.close();
    await responder?.close();
  });

  it("answers the service's response as the JSON text it came in", async () => {
    const json = await sut.callJson('risk.risks.get', { id: 'r7' }, null);
    expect(json).toBe(JSON.stringify({ ...view, id: 'r7' }));
    await expect(sut.call('risk.risks.get', { id: 'r8' }, null)).resolves.toEqual({ ...view, id: 'r8' });
  });

  it("throws the service's error with its status and message, as call does", async () => {
    await expect(sut.callJson('risk.risks.get', { id: 'missing' }, null)).rejects.toMatchObject({ status: 404, message: 'Risk not found' });
  });
});

describe(`${RpcClient.name} while NATS itself is down`, () => {
  let server: ChildProcess;
  let sut: RpcClient;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(natsServerBinary(), ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    sut = new RpcClient({ url: `nats://127.0.0.1:${port}`, prefix: 'bus-down.', name: 'rpc-bus-test', defaultTimeoutMs: 300 });
    for (let attempt = 0; ; attempt++) {
      try {
        await sut.connect();
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await setTimeout(100);
      }
    }
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await sut?.close();
  });

  it('answers 503 saying the service bus is unavailable, not that a service is', async () => {
    await expect(sut.send('risk.risks.list', {}, null)).rejects.toMatchObject({ message: ERRORS.serviceUnavailable('risk') });

    server.kill('SIGKILL');
    let message = '';
    for (let attempt = 0; attempt < 50 && message !== ERRORS.busUnavailable; attempt++) {
      message = await sut.send('risk.risks.list', {}, null).then(
        () => 'answered',
        (error: { status?: number; message: string }) => (error.status === 503 ? error.message : `unexpected ${error.message}`),
      );
      await setTimeout(100);
    }
    expect(message).toBe(ERRORS.busUnavailable);
  });
});
