import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { PeriodicExportingMetricReader, type MetricReader } from '@opentelemetry/sdk-metrics';

/**
 * Metric readers for the NodeSDK: OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT every
 * OTEL_METRIC_EXPORT_INTERVAL ms (60 s by default), and none when no endpoint is configured,
 * so that a process on a laptop sends nothing anywhere.
 */
export function otlpMetricReaders(env: NodeJS.ProcessEnv = process.env): MetricReader[] {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT) return [];
  const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000;
  return [
    new PeriodicExportingMetricReader({
      exporter: new OTLPMetricExporter(),
      exportIntervalMillis: interval,
      exportTimeoutMillis: Math.min(interval, 30_000),
    }),
  ];
}
