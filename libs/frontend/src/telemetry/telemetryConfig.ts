/**
 * Browser tracing is switched on at run time, like the remotes: `/telemetry.json` beside the shell names the
 * collector's OTLP/HTTP traces URL. The build ships it as `{}` (tracing off, the Kubernetes ConfigMap's default too),
 * so a page load never meets a 404 for it; with a traces URL there, the OpenTelemetry web SDK comes as a chunk of its
 * own after the page has started, so no page's first load grows.
 */
export interface TelemetryConfig {
  /** The collector's OTLP/HTTP traces endpoint, e.g. https://otel.example.com/v1/traces (CSP_CONNECT_ORIGINS must allow it). */
  tracesUrl: string;
  /** Share of the browser's traces recorded, 0 to 1 (default 0.1, as the services' OTEL_TRACES_SAMPLER_ARG). */
  sampleRatio: number;
  /** service.name of the browser's spans (default 'browser'). */
  serviceName: string;
}

export const TELEMETRY_CONFIG_URL = '/telemetry.json';

/** The settings of `/telemetry.json`, or null when it is missing or names no collector (tracing stays off). */
export async function readTelemetryConfig(url = TELEMETRY_CONFIG_URL): Promise<TelemetryConfig | null> {
  const res = await fetch(url, { cache: 'no-cache' }).catch(() => null);
  if (!res?.ok) return null;
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== 'object') return null;
  const { tracesUrl, sampleRatio, serviceName } = body as Record<string, unknown>;
  if (typeof tracesUrl !== 'string' || !tracesUrl) return null;
  const ratio = typeof sampleRatio === 'number' && sampleRatio >= 0 && sampleRatio <= 1 ? sampleRatio : 0.1;
  return {
    tracesUrl: new URL(tracesUrl, window.location.href).toString(),
    sampleRatio: ratio,
    serviceName: typeof serviceName === 'string' && serviceName ? serviceName : 'browser',
  };
}

let started: Promise<boolean> | null = null;

/** Starts tracing the page's /api calls when a collector is configured; answers whether it did. Once per page. */
export function startBrowserTracing(url = TELEMETRY_CONFIG_URL): Promise<boolean> {
  started ??= readTelemetryConfig(url).then(async (config) => {
    if (!config) return false;
    const { traceApiCalls } = await import(/* webpackChunkName: "telemetry" */ './traceApiCalls');
    traceApiCalls(config);
    return true;
  });
  return started;
}
