import type { Request, RequestHandler } from 'express';
import type { GatewayConfig } from '../gateway.config.js';

/** What a signed-in session keeps besides passport's user id (express-session's SessionData). */
declare module 'express-session' {
  interface SessionData {
    passport?: { user?: string };
    /** Sign-in time (ms since the epoch): the absolute lifetime counts from it. */
    signedInAt?: number;
    /** The sign-in's User-Agent (cut to 512 characters) and address, for the person's list of sessions. */
    userAgent?: string;
    address?: string;
  }
}

/** Marks a session just created by a sign-in (after passport's `logIn`, which regenerated it). */
export function startSignedInSession(request: Request, now = Date.now()): void {
  request.session.signedInAt = now;
  request.session.userAgent = request.get('user-agent')?.slice(0, 512);
  request.session.address = request.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * How long the session may still last from `now`: the idle lifetime, cut at the absolute one; 0 when the
 * absolute lifetime has passed.
 */
export function sessionTimeLeftMs(signedInAt: number, now: number, idleMs: number, maxMs: number): number {
  return Math.max(0, Math.min(idleMs, signedInAt + maxMs - now));
}

/**
 * After express-session: a signed-in session past SESSION_MAX_HOURS since its sign-in is destroyed (in the store and
 * every gateway's cache) and the request goes on with a fresh anonymous session, so a route that needs a user answers
 * 401; otherwise the cookie and the store's expiry are cut at the absolute end (express-session's rolling `touch`
 * resets maxAge to `originalMaxAge`, so that is what is set). A session from before this rule gets its clock now.
 */
export function sessionLifetime(
  config: Pick<GatewayConfig, 'SESSION_TTL_HOURS' | 'SESSION_MAX_HOURS'>,
  onExpired: (userId: string, request: Request) => Promise<void>,
): RequestHandler {
  const idleMs = config.SESSION_TTL_HOURS * 3_600_000;
  const maxMs = config.SESSION_MAX_HOURS * 3_600_000;
  return (req, _res, next) => {
    const session = req.session;
    const userId = session?.passport?.user;
    if (!session || typeof userId !== 'string') return next();
    const now = Date.now();
    if (typeof session.signedInAt !== 'number') session.signedInAt = now;
    const left = sessionTimeLeftMs(session.signedInAt, now, idleMs, maxMs);
    if (left > 0) {
      session.cookie.originalMaxAge = left;
      session.cookie.maxAge = left;
      return next();
    }
    session.destroy((error?: unknown) => {
      if (error) return next(error);
      req.sessionStore.generate(req);
      onExpired(userId, req).then(() => next(), next);
    });
  };
}
