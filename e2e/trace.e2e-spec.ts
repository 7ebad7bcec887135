import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../scripts/testing/own-stack.js';
import { eventually } from './fixtures/risks/riskFixtures';
import { launchBrowser, newPage, signIn } from './support/browser';
import { ADMIN, unique } from './support/env';
import { frontEndRoot, type FrontEndRoot } from './support/front-ends';
import { startTraceReceiver, type ReceivedSpan } from './support/otlp-traces';

jest.setTimeout(120_000);

const SERVER = 2;
const CLIENT = 3;

/**
 * One trace from the browser to the event consumer: the shell traces its /api fetches when /telemetry.json names a
 * collector, the gateway continues the browser's traceparent, NATS headers carry it to the risk service (and its
 * PostgreSQL queries), the outbox row and the JetStream message carry it to the notification service's consumer
 * that writes the activity. Its own stack exports every process's spans to a receiver of the test.
 */
describe('one trace from the browser to the consumer of the event', () => {
  let browser: Browser;
  let files: FrontEndRoot;
  let receiver: Awaited<ReturnType<typeof startTraceReceiver>>;
  let stack: OwnStack;

  beforeAll(async () => {
    receiver = await startTraceReceiver();
    files = frontEndRoot();
    files.writeShellFile('telemetry.json', { tracesUrl: receiver.tracesUrl, sampleRatio: 1 });
    stack = await startOwnStack('trace', ['identity', 'risk', 'notification'], {
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
        OTEL_TRACES_SAMPLER_ARG: '1',
        OTEL_BSP_SCHEDULE_DELAY: '200',
        STATIC_ROOT: files.root,
        CSP_CONNECT_ORIGINS: receiver.origin,
      },
    });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.close();
    files?.dispose();
  }, 60_000);

  it('links the browser fetch, gateway, NATS request, risk service with its SQL, and the activity consumer', async () => {
    const { context, page } = await newPage(browser, undefined, stack.baseUrl);
    await signIn(page, ADMIN.username, ADMIN.password);
    const post = (path: string, body: unknown) =>
      page.evaluate(
        async ([p, b]) => {
          const res = await fetch(p as string, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(b),
          });
          return { status: res.status, body: (await res.json()) as { id: string } };
        },
        [path, body],
      );
    const department = (await post('/api/departments', { name: unique('Traced') })).body;
    const owner = (
      await post('/api/users', {
        username: unique('traced'),
        password: 'secret-123',
        email: `${unique('traced')}@example.com`,
        firstName: 'Trace',
        lastName: 'Owner',
        role: 'manager',
        departmentId: department.id,
      })
    ).body;
    // The risk service learns of the new owner and department through events: retried until it knows them.
    const risk = await eventually(async () => {
      const res = await post('/api/risks', {
        title: unique('traced risk'),
        riskType: 'technical',
        ownerId: owner.id,
        departmentIds: [department.id],
        likelihood: 2,
        impact: 3,
      });
      return res.status === 201 ? res.body : undefined;
    }, 30_000);

    const inTrace = (traceId: string) => receiver.spans.filter((s) => s.traceId === traceId);
    const trace = await eventually(async () => {
      const root = receiver.spans.find(
        (s) =>
          s.service === 'browser' &&
          s.kind === CLIENT &&
          String(s.attributes['http.url'] ?? s.attributes['url.full']).endsWith('/api/risks') &&
          Number(s.attributes['http.status_code'] ?? s.attributes['http.response.status_code']) === 201,
      );
      if (!root) return undefined;
      const spans = inTrace(root.traceId);
      const consumed = spans.some((s) => s.service === 'notification' && s.name === 'consume risk_created');
      const ids = new Set(spans.map((s) => s.spanId));
      const linked = spans.every((s) => s === root || ids.has(s.parentSpanId));
      return consumed && linked ? { root, spans } : undefined;
    }, 60_000);

    const { root, spans } = trace;
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const parentService = (s: ReceivedSpan) => byId.get(s.parentSpanId)?.service;
    expect(root.parentSpanId).toBe('');
    // The gateway's server span is the child of the browser's fetch.
    expect(spans.filter((s) => s.service === 'gateway' && s.kind === SERVER).map((s) => s.parentSpanId)).toEqual([root.spanId]);
    // The risk service handles the NATS request under a span of the gateway, and its SQL under that.
    const handled = spans.find((s) => s.service === 'risk' && s.name.startsWith('nats ') && s.name.endsWith('risk.risks.create'));
    expect(handled && parentService(handled)).toBe('gateway');
    const sql = spans.filter((s) => s.service === 'risk' && (s.attributes['db.system'] ?? s.attributes['db.system.name']) === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    // The consumer that writes the activity continues the trace the risk service gave the event.
    const consumer = spans.find((s) => s.service === 'notification' && s.name === 'consume risk_created')!;
    expect(parentService(consumer)).toBe('risk');
    expect(risk.id).toBeTruthy();
    await context.close();
  });
});
