import { ServiceUnavailableException, type LoggerService } from '@nestjs/common';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { quoteIdent } from '@rtm/backend/db';
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
  const table = `${quoteIdent(config.GATEWAY_SCHEMA)}.session`;
  const idleMs = config.SESSION_TTL_HOURS * 3_600_000;
  /** As connect-pg-simple: the cookie's expiry, else the idle lifetime from now. */
  const expiryOf = (data: session.SessionData) => (data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + idleMs));

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

    /** connect-pg-simple's upsert, with the session's last use (`last_seen`, the list of a person's sessions). */
    override set(sid: string, data: session.SessionData, callback?: Callback): void {
      pool
        .query(
          `insert into ${table} (sess, expire, sid, last_seen) values ($1, $2, $3, now())
           on conflict (sid) do update set sess = $1, expire = $2, last_seen = now()`,
          [data, expiryOf(data), sid],
        )
        .then(
          () => {
            cache.set(sid, data);
            callback?.();
          },
          (error: unknown) => callback?.(error),
        );
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
      pool.query(`update ${table} set expire = $1, last_seen = now() where sid = $2`, [expiryOf(data), sid]).then(
        () => {
          cache.set(sid, data);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
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
