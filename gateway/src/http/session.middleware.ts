import { ServiceUnavailableException, type LoggerService } from '@nestjs/common';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { GatewayConfig } from '../gateway.config.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/session-cookie.js';

export const SESSION_STORE_DOWN = 'Sessions are not available right now because the database is not responding. Please try again shortly.';

/** Skip re-writing a session's expiry more often than this; the cookie still rolls on every answer. */
const TOUCH_INTERVAL_MS = 60_000;

/** express-session in `<GATEWAY_SCHEMA>.session` (created at start), rolling idle expiry, no session for anonymous visitors. */
export function sessionMiddleware(config: GatewayConfig, pool: pg.Pool, logger: LoggerService): RequestHandler {
  const PgStore = connectPgSimple(session);

  /** Every signed-in request would otherwise cost an UPDATE of the session row. */
  class PgSessionStore extends PgStore {
    private readonly touched = new Map<string, number>();

    override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
      const now = Date.now();
      if ((this.touched.get(sid) ?? 0) > now - TOUCH_INTERVAL_MS) return callback?.();
      if (this.touched.size > 50_000) this.touched.clear();
      this.touched.set(sid, now);
      super.touch(sid, data, callback);
    }
  }

  const store = new PgSessionStore({
    pool,
    schemaName: config.GATEWAY_SCHEMA,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => logger.warn(args.map(String).join(' '), 'SessionStore'),
  });

  const handler = session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: sessionCookieOptions(config),
  });

  return (req, res, next) =>
    handler(req, res, (error?: unknown) => {
      if (!error) return next();
      logger.warn(`Session store: ${(error as Error)?.message ?? error}`, 'SessionStore');
      next(new ServiceUnavailableException(SESSION_STORE_DOWN));
    });
}
