import type { RequestHandler } from 'express';

/** Headers every answer carries: no MIME sniffing, no framing by other sites, no full URLs in Referer. */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  };
}
