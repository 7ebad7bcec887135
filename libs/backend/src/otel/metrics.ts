import { metrics, type Counter, type ObservableResult } from '@opentelemetry/api';
import { METRICS } from './metric-names.js';

/** Instruments are no-ops until a meter provider is registered (register.ts, when OTLP is configured). */
const meter = () => metrics.getMeter('rtm');

/**
 * Reports `read()` as a gauge at every collection, with `attributes`; returns the function that stops it.
 * A failed read skips that collection (the metric then shows a gap, which alerts treat as absent).
 */
function observe(
  metric: (typeof METRICS)[keyof typeof METRICS],
  attributes: Record<string, string>,
  read: () => Promise<number>,
): () => void {
  const gauge = meter().createObservableGauge(metric.name, { unit: metric.unit, description: metric.description });
  const callback = async (result: ObservableResult) => {
    const value = await read().catch(() => undefined);
    if (value !== undefined) result.observe(value, attributes);
  };
  gauge.addCallback(callback);
  return () => gauge.removeCallback(callback);
}

/** Unsent outbox rows of one service schema. */
export function observeOutboxBacklog(schema: string, read: () => Promise<number>): () => void {
  return observe(METRICS.outboxBacklog, { schema }, read);
}

/** Events a durable consumer still has to handle. */
export function observeConsumerLag(consumer: string, read: () => Promise<number>): () => void {
  return observe(METRICS.consumerLag, { consumer }, read);
}

export interface MailMetrics {
  sent: Counter;
  failed: Counter;
}

/** Counters of the mail sender (notification service): add 1 per mail, with { template } as attribute. */
export function mailMetrics(): MailMetrics {
  const m = meter();
  return {
    sent: m.createCounter(METRICS.mailsSent.name, { unit: METRICS.mailsSent.unit, description: METRICS.mailsSent.description }),
    failed: m.createCounter(METRICS.mailsFailed.name, { unit: METRICS.mailsFailed.unit, description: METRICS.mailsFailed.description }),
  };
}
