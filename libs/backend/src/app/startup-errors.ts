import type { BaseConfig } from '../config/base-config.js';
import { redactNatsUrl } from '../nats/nats-url.js';

const PG_HINT = 'pg_ctlcluster --skip-systemctl-redirect 15 main start';
const NATS_HINT = 'node scripts/nats/nats-server.mjs --port 4223 (npm start starts it itself)';

/** Says which dependency is missing, where we looked and how to start it. */
export function describeStartupError(error: unknown, config: Pick<BaseConfig, 'DATABASE_URL' | 'NATS_URL'>): string {
  const text = String((error as Error)?.message ?? error);
  const code = (error as { code?: string })?.code ?? '';
  if (/ECONNREFUSED|ENOTFOUND|connect/i.test(text) || code === 'ECONNREFUSED') {
    if (/4222|4223|nats/i.test(text) || /CONNECTION_REFUSED/.test(code)) {
      return `Cannot reach NATS at ${redactNatsUrl(config.NATS_URL)}. Start it with: ${NATS_HINT}`;
    }
    const db = new URL(config.DATABASE_URL);
    return `Cannot reach PostgreSQL at ${db.host}. Start it with: ${PG_HINT}`;
  }
  if (/jetstream/i.test(text))
    return `NATS at ${redactNatsUrl(config.NATS_URL)} has no JetStream. Start nats-server with -js: ${NATS_HINT}`;
  return text;
}
