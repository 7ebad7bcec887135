import { context, propagation, trace, type Context, SpanKind, SpanStatusCode } from '@opentelemetry/api';

const tracer = trace.getTracer('rtm');

/** The W3C trace headers of the active context, to carry across NATS. */
export function currentTraceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

export function contextFromHeaders(headers: Record<string, string | undefined>): Context {
  return propagation.extract(context.active(), headers);
}

/** Runs `fn` in a span that continues the trace of `headers` (NATS has no auto-instrumentation). */
export async function withSpan<T>(name: string, headers: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const parent = contextFromHeaders(headers);
  const span = tracer.startSpan(name, { kind: SpanKind.CONSUMER }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), fn);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}
