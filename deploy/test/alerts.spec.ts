import { describe, expect, it } from '@jest/globals';
import { METRICS, prometheusSeries } from '@rtm/backend/otel';
import { byKind, overlay } from './support/manifests.js';

const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'rate',
  'irate',
  'increase',
  'delta',
  'by',
  'without',
  'on',
  'ignoring',
  'and',
  'or',
  'unless',
  'histogram_quantile',
  'absent',
  'clamp_min',
  'bool',
  'offset',
]);

/** Metric names in a PromQL expression: identifiers that are not functions, keywords or label names. */
function metricNames(expr: string): string[] {
  const withoutStrings = expr
    .replace(/"[^"]*"/g, '""')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  const names = withoutStrings.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  return [...new Set(names.filter((n) => !PROMQL_WORDS.has(n) && !/^\d/.test(n) && !/^[smhd]$/.test(n)))];
}

describe('alert rules of the production overlay', () => {
  const rules = byKind(overlay('production'), 'PrometheusRule').flatMap((r) =>
    r.spec.groups.flatMap((g: { rules: { alert: string; expr: string }[] }) => g.rules),
  );
  const emitted = new Set(Object.values(METRICS).flatMap(prometheusSeries));

  it('use only metric names the code emits (libs/backend/src/otel/metric-names.ts)', () => {
    expect(rules.length).toBeGreaterThanOrEqual(4);
    for (const rule of rules) {
      const names = metricNames(rule.expr);
      expect({ alert: rule.alert, unknown: names.filter((n) => !emitted.has(n)) }).toEqual({ alert: rule.alert, unknown: [] });
      expect(names.length).toBeGreaterThan(0);
    }
  });

  it('cover the outbox backlog, consumer lag, the 5xx rate and mail failures', () => {
    const used = new Set(rules.flatMap((r) => metricNames(r.expr)));
    for (const metric of [METRICS.outboxBacklog, METRICS.consumerLag, METRICS.httpServerDuration, METRICS.mailsFailed]) {
      expect({ metric: metric.name, alerted: prometheusSeries(metric).some((s) => used.has(s)) }).toEqual({
        metric: metric.name,
        alerted: true,
      });
    }
    expect(rules.find((r) => r.alert === 'RtmHttp5xxRate')?.expr).toContain('http_response_status_code=~"5.."');
  });

  it('reads names the way the Collector spells them for Prometheus', () => {
    expect(prometheusSeries(METRICS.httpServerDuration)).toEqual([
      'http_server_request_duration_seconds_bucket',
      'http_server_request_duration_seconds_sum',
      'http_server_request_duration_seconds_count',
    ]);
    expect(prometheusSeries(METRICS.outboxBacklog)).toEqual(['rtm_outbox_backlog']);
    expect(prometheusSeries(METRICS.mailsFailed)).toEqual(['rtm_mail_failed_total']);
    expect(metricNames('sum by (job) (increase(rtm_mail_failed_total{job="x"}[15m])) > 3')).toEqual(['rtm_mail_failed_total']);
  });
});
