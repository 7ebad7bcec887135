import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../gateway.config.js';

/**
 * The device cookie: set at a successful sign-in, it tells a later sign-in of the same username that this browser
 * has signed in before, which exempts it from the per-username slowdown (login-throttle.ts), so a stranger guessing
 * a username elsewhere cannot slow its owner down. It carries the username and an expiry, signed with an HMAC keyed
 * by SESSION_SECRET; HttpOnly, and sent only to the sign-in route.
 */
export const DEVICE_COOKIE = 'rtm_device';
export const DEVICE_COOKIE_DAYS = 180;
const PATH = '/api/login';

export function deviceCookieValue(secret: string, username: string, now = Date.now()): string {
  const payload = `${Buffer.from(normalizedUsername(username)).toString('base64url')}.${Math.floor(now / 1000) + DEVICE_COOKIE_DAYS * 86_400}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** True when the cookie value was signed with `secret` for this username (case-insensitive) and has not expired. */
export function isDeviceOf(secret: string, value: string | undefined, username: string, now = Date.now()): boolean {
  const [name, expires, signature, extra] = (value ?? '').split('.');
  if (!name || !expires || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, `${name}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expires) * 1000 > now && Buffer.from(name, 'base64url').toString() === normalizedUsername(username);
}

/** Whether the request carries a valid device cookie for this username. */
export function knownDevice(request: Request, config: GatewayConfig, username: string): boolean {
  return isDeviceOf(config.SESSION_SECRET, cookieOf(request.headers.cookie, DEVICE_COOKIE), username);
}

export function issueDeviceCookie(response: Response, config: GatewayConfig, secureRequest: boolean, username: string): void {
  const secure = config.COOKIE_SECURE === 'auto' ? secureRequest : config.COOKIE_SECURE === 'true';
  response.cookie(DEVICE_COOKIE, deviceCookieValue(config.SESSION_SECRET, username), {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
  });
}

/** Identity matches usernames case-insensitively; bounded like the throttle's keys. */
export const normalizedUsername = (username: string) => username.trim().toLowerCase().slice(0, 150);

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`device|${payload}`).digest('base64url');

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
