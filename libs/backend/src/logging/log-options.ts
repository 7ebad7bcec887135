import { trace } from '@opentelemetry/api';
import { pino, type LoggerOptions } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Fields whose value never reaches a log line, at the top of a logged object or up to two objects down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'secret',
  'secrets',
  'token',
  'smtpPassword',
  'SMTP_PASSWORD',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'ACTOR_SIGNING_KEY',
  'SETTINGS_ENCRYPTION_KEY',
  'cookie',
  'authorization',
];

/** The credentials HTTP carries, wherever a request or response is logged (pino-http's `req` and `res`). */
const HEADER_PATHS = ['headers.cookie', 'headers.authorization', 'headers["set-cookie"]'].flatMap((path) => [
  path,
  `req.${path}`,
  `res.${path}`,
  `*.${path}`,
]);

/** pino's redaction is by path (no recursive wildcard), so each field is listed at three depths. */
export const REDACTED_PATHS = [...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]), ...HEADER_PATHS];

export const REDACTED = '[redacted]';

/**
 * One JSON object per line: ISO time, level name, service, Nest context, message (errors under `err` with their
 * stack) and the active OpenTelemetry trace and span ids, so logs and traces join up. `npm start` turns these
 * lines into readable ones (scripts/stack.mjs).
 */
export function logOptions(service: string, level: LogLevel): LoggerOptions {
  return {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const span = trace.getActiveSpan()?.spanContext();
      return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
    },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
}
