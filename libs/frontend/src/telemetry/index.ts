export { startBrowserTracing, readTelemetryConfig, TELEMETRY_CONFIG_URL, type TelemetryConfig } from './telemetryConfig';
