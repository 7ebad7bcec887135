import { ForbiddenException } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';
import { originList } from './security-headers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the cookie-authenticated API: a change (POST, PUT, PATCH, DELETE) that a browser sends with
 * an Origin (or, lacking one, a Referer) of another site is refused with 403. Browsers always send Origin on
 * such requests; clients that are not browsers (scripts, k6, the tests) send neither and are not a CSRF vector.
 */
export function sameOriginWrites(config: { ALLOWED_ORIGINS: string }): RequestHandler {
  const allowed = new Set(originList(config.ALLOWED_ORIGINS).map((origin) => origin.toLowerCase()));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = senderOrigin(req);
    if (origin === undefined || origin === ownOrigin(req) || allowed.has(origin)) return next();
    next(new ForbiddenException(GATEWAY_MESSAGES.crossOrigin));
  };
}

/** The origin the browser says the request comes from: Origin, else the Referer's origin; 'null' for opaque ones. */
function senderOrigin(req: Request): string | undefined {
  const origin = req.get('origin');
  if (origin) return origin.toLowerCase();
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}

/** This gateway's origin as the browser addressed it (X-Forwarded-Proto and -Host count only from trusted proxies). */
function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`.toLowerCase();
}
