import type { BaseConfig } from '../config/base-config.js';

const PG_HINT = 'pg_ctlcluster --skip-systemctl-redirect 15 main start';
const NATS_HINT =
  'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server';

/** Says which dependency is missing, where we looked and how to start it. */
export function describeStartupError(error: unknown, config: Pick<BaseConfig, 'DATABASE_URL' | 'NATS_URL'>): string {
  const text = String((error as Error)?.message ?? error);
  const code = (error as { code?: string })?.code ?? '';
  if (/ECONNREFUSED|ENOTFOUND|connect/i.test(text) || code === 'ECONNREFUSED') {
    if (/4222|nats/i.test(text) || /CONNECTION_REFUSED/.test(code)) {
      return `Cannot reach NATS at ${config.NATS_URL}. Start it with: ${NATS_HINT}`;
    }
    const db = new URL(config.DATABASE_URL);
    return `Cannot reach PostgreSQL at ${db.host}. Start it with: ${PG_HINT}`;
  }
  if (/jetstream/i.test(text)) return `NATS at ${config.NATS_URL} has no JetStream. Start nats-server with -js: ${NATS_HINT}`;
  return text;
}
