import type { CookieOptions } from 'express';
import type { GatewayConfig } from '../gateway.config.js';

export const SESSION_COOKIE = 'connect.sid';

/** The session cookie: HttpOnly, SameSite=Lax, Secure behind TLS ('auto'), idle lifetime SESSION_TTL_HOURS. */
export function sessionCookieOptions(config: GatewayConfig) {
  const secure = config.COOKIE_SECURE === 'auto' ? ('auto' as const) : config.COOKIE_SECURE === 'true';
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: config.SESSION_TTL_HOURS * 3_600_000 };
}

/** Options that make `res.clearCookie` match the cookie that was set. */
export function clearCookieOptions(config: GatewayConfig, secureRequest: boolean): CookieOptions {
  const { path, httpOnly, sameSite, secure } = sessionCookieOptions(config);
  return { path, httpOnly, sameSite, secure: secure === 'auto' ? secureRequest : secure };
}
