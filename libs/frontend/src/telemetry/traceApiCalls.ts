import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import type { TelemetryConfig } from './telemetryConfig';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A span for each fetch of the page's own `/api`, sent with a W3C `traceparent` that the gateway continues (and
 * NATS, the services and the event consumers after it). Other fetches (remotes, settings files) are not traced.
 */
export function traceApiCalls(config: TelemetryConfig): void {
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }), { scheduledDelayMillis: 1000 })],
  });
  provider.register(); // W3C trace context propagator
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FetchInstrumentation({
        ignoreUrls: [new RegExp(`^(?!${escape(window.location.origin)}/api/)`)],
        clearTimingResources: true,
      }),
    ],
  });
}
