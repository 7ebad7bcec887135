/**
 * Loaded with `node --import @rtm/backend/otel/register` before the app, so that instrumentation wraps
 * modules as they load. Kept cheap, since it runs on every request and in every process: a tracer provider
 * with only the instrumentations in use (http, express route names without a span per middleware, pg),
 * parent-based ratio sampling (OTEL_TRACES_SAMPLER_ARG, see sampling.ts), spans batched to the exporter, and
 * the OTLP exporters only when OTEL_EXPORTER_OTLP_ENDPOINT is set (metrics: metrics-export.ts). Not the
 * NodeSDK, whose exporters and detectors of every kind cost about 70 MB of memory per process. Trace ids are
 * made and carried (logs, NATS headers) whether or not a trace is sampled.
 * The ESM hook runs in-thread (module.registerHooks) and wraps only the instrumented modules: the loader-thread
 * hook that wraps every module cost about 80 MB of resident memory per process.
 */
import { setSourceMapsSupport } from 'node:module';
import { register as registerEsmHooks } from 'import-in-the-middle/register-hooks.mjs';
import { metrics } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { otlpMetricReaders } from './metrics-export.js';
import { traceSampleRatio } from './sampling.js';

// Stack traces name our TypeScript sources; the maps of node_modules (about 45 MB per process) stay unread.
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });

const exporting = !!(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
const resource = defaultResource().merge(
  resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'unknown_service:node', 'process.pid': process.pid }),
);

const tracerProvider = new NodeTracerProvider({
  resource,
  sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(traceSampleRatio(process.env, exporting)) }),
  spanProcessors: exporting ? [new BatchSpanProcessor(new OTLPTraceExporter())] : [],
});
tracerProvider.register(); // W3C trace context propagation and the async context manager

const readers = otlpMetricReaders();
const meterProvider = readers.length > 0 ? new MeterProvider({ resource, readers }) : undefined;
if (meterProvider) metrics.setGlobalMeterProvider(meterProvider);

const instrumentations = [
  new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/health(\/|$)/.test(req.url ?? '') }),
  new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
  new PgInstrumentation({ requireParentSpan: true }),
];
registerEsmHooks({ include: instrumentations.flatMap((i) => i.getModuleDefinitions().map((d) => d.name)) });
registerInstrumentations({ tracerProvider, meterProvider, instrumentations });

const shutdown = () => {
  Promise.allSettled([tracerProvider.shutdown(), meterProvider?.shutdown()]).finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
