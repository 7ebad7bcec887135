import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { METRICS } from '@rtm/backend/otel';
import { createTestEnv, destroyTestEnv, eventually, type TestEnv } from '@rtm/backend/testing';
import { freePort, startStack } from '../../scripts/stack.mjs';
import { startOtlpReceiver, type OtlpReceiver } from './support/otlp-receiver.js';

/**
 * The built processes, started as `npm start` starts them, export the metrics the alert rules use over
 * OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (mails come with the mail sender of the notification slice).
 */
describe('metrics the processes export', () => {
  let env: TestEnv;
  let receiver: OtlpReceiver;
  let stack: { baseUrl: string; stop: () => Promise<void> } | undefined;

  beforeAll(async () => {
    env = createTestEnv('metrics');
    receiver = await startOtlpReceiver();
    stack = await startStack({
      env: { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_METRIC_EXPORT_INTERVAL: '500' },
      port: await freePort(),
      quiet: true,
      services: ['notification'],
      print: () => undefined,
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
    if (env) await destroyTestEnv(env);
  });

  it('gateway: the HTTP request duration histogram (rate, errors and latency of the API)', async () => {
    await fetch(`${stack!.baseUrl}/health`);
    await fetch(`${stack!.baseUrl}/api/risks`); // 401: errors are counted too
    await eventually(async () => receiver.metrics.get('gateway')?.has(METRICS.httpServerDuration.name), 15_000, 100);
  });

  it('notification: outbox backlog and consumer lag', async () => {
    const names = await eventually(
      async () => {
        const got = receiver.metrics.get('notification');
        return got?.has(METRICS.outboxBacklog.name) && got.has(METRICS.consumerLag.name) ? got : undefined;
      },
      15_000,
      100,
    );
    expect(names.has(METRICS.outboxBacklog.name)).toBe(true);
  });
});
