/**
 * The one list of metric names the processes emit. The alert rules of deploy/k8s refer to these
 * (in their Prometheus spelling, see prometheusSeries) and a test holds both sides to this list.
 */
export interface MetricDefinition {
  /** OpenTelemetry instrument name. */
  name: string;
  kind: 'counter' | 'gauge' | 'histogram';
  /** UCUM unit; annotations in braces ({event}) carry no unit into Prometheus names. */
  unit: string;
  description: string;
}

export const METRICS = {
  /** Recorded by the OpenTelemetry http instrumentation (stable semantic conventions) in every HTTP server. */
  httpServerDuration: {
    name: 'http.server.request.duration',
    kind: 'histogram',
    unit: 's',
    description: 'Duration of HTTP server requests (count = request rate; http.response.status_code gives errors)',
  },
  outboxBacklog: {
    name: 'rtm.outbox.backlog',
    kind: 'gauge',
    unit: '{event}',
    description: 'Events written to the outbox and not yet published to JetStream',
  },
  consumerLag: {
    name: 'rtm.consumer.lag',
    kind: 'gauge',
    unit: '{event}',
    description: 'Events of the stream a durable consumer has not acknowledged yet (pending + in flight)',
  },
  mailsSent: { name: 'rtm.mail.sent', kind: 'counter', unit: '{mail}', description: 'E-mails handed to the SMTP server' },
  mailsFailed: {
    name: 'rtm.mail.failed',
    kind: 'counter',
    unit: '{mail}',
    description: 'E-mails the SMTP server refused or that could not be sent',
  },
} as const satisfies Record<string, MetricDefinition>;

const UNIT_SUFFIX: Record<string, string> = { s: 'seconds', ms: 'milliseconds', By: 'bytes', '1': 'ratio' };

/**
 * The Prometheus series of a metric as the OpenTelemetry Collector's Prometheus exporter (and
 * Prometheus' own OTLP receiver) writes them: dots become underscores, the unit becomes a suffix,
 * counters end in _total, histograms become _bucket, _sum and _count.
 */
export function prometheusSeries(metric: MetricDefinition): string[] {
  let base = metric.name.replace(/[^a-zA-Z0-9_]/g, '_');
  const unit = UNIT_SUFFIX[metric.unit];
  if (unit && !base.endsWith(`_${unit}`)) base = `${base}_${unit}`;
  if (metric.kind === 'counter') return [`${base}_total`];
  if (metric.kind === 'histogram') return [`${base}_bucket`, `${base}_sum`, `${base}_count`];
  return [base];
}
