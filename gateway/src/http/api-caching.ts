import type { RequestHandler } from 'express';

/**
 * Answers of /api are never stored by browsers or proxies: they hold one signed-in user's data, and a stored copy
 * would outlive the session (logout, a role change). Hence no ETag either (express hashes every body it sends
 * for one), since nothing would revalidate with it.
 */
export function noStoreApi(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
