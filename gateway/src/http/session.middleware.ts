import { ServiceUnavailableException, type LoggerService } from '@nestjs/common';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { GatewayConfig } from '../gateway.config.js';
import type { SessionCache } from '../auth/session-cache.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/session-cookie.js';

export const SESSION_STORE_DOWN = 'Sessions are not available right now because the database is not responding. Please try again shortly.';

/** Skip re-writing a session's expiry more often than this; the cookie still rolls on every answer. */
const TOUCH_INTERVAL_MS = 60_000;

type Callback<T = void> = (err?: unknown, value?: T | null) => void;

/**
 * express-session in `<GATEWAY_SCHEMA>.session` (created at start), rolling idle expiry, no session for anonymous
 * visitors. Sessions read or written are kept in the SessionCache, so a signed-in request needs no query of the table.
 */
export function sessionMiddleware(config: GatewayConfig, pool: pg.Pool, logger: LoggerService, cache: SessionCache): RequestHandler {
  const PgStore = connectPgSimple(session);

  class PgSessionStore extends PgStore {
    private readonly touched = new Map<string, number>();

    override get(sid: string, callback: Callback<session.SessionData>): void {
      const cached = cache.get(sid);
      if (cached) return callback(null, cached);
      const version = cache.version();
      super.get(sid, (error: unknown, data?: session.SessionData | null) => {
        if (!error && data) cache.set(sid, data, version);
        callback(error, data);
      });
    }

    override set(sid: string, data: session.SessionData, callback?: Callback): void {
      super.set(sid, data, (error?: unknown) => {
        if (!error) cache.set(sid, data);
        callback?.(error);
      });
    }

    /** Logout and a new session at login: the session ends in every gateway instance before the answer. */
    override destroy(sid: string, callback?: Callback): void {
      super.destroy(sid, (error?: unknown) => {
        if (error) return callback?.(error);
        cache.ended([sid]).then(() => callback?.(), callback);
      });
    }

    /** Every signed-in request would otherwise cost an UPDATE of the session row. */
    override touch(sid: string, data: session.SessionData, callback?: Callback): void {
      const now = Date.now();
      if ((this.touched.get(sid) ?? 0) > now - TOUCH_INTERVAL_MS) return callback?.();
      if (this.touched.size > 50_000) this.touched.clear();
      this.touched.set(sid, now);
      super.touch(sid, data, (error?: unknown) => {
        if (!error) cache.set(sid, data);
        callback?.(error);
      });
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
