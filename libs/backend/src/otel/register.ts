/**
 * Loaded with `node --import @rtm/backend/otel/register` before the app, so that auto-instrumentation
 * (http, express, pg) wraps modules as they load. OTLP export only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (metrics: metrics-export.ts).
 */
import { register } from 'node:module';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { getNodeAutoInstrumentations } from '@opentelemetry/auto-instrumentations-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { otlpMetricReaders } from './metrics-export.js';

register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

// Avoid cloud resource detectors probing the network (TOOLCHAIN.md).
process.env.OTEL_NODE_RESOURCE_DETECTORS ??= 'env,host,os,process';

const sdk = new NodeSDK({
  traceExporter: process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? new OTLPTraceExporter() : undefined,
  metricReaders: otlpMetricReaders(),
  instrumentations: [
    getNodeAutoInstrumentations({
      '@opentelemetry/instrumentation-fs': { enabled: false },
      '@opentelemetry/instrumentation-dns': { enabled: false },
      '@opentelemetry/instrumentation-net': { enabled: false },
    }),
  ],
});
sdk.start();

const shutdown = () => {
  sdk.shutdown().finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
