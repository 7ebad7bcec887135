import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';

/** Whether a parsed JSON body or query holds the NUL character in a text or a key (PostgreSQL cannot store it). */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

/**
 * Refuses a request whose path, query or JSON body carries U+0000 with a 400 and a message, before any service sees
 * it: PostgreSQL's text cannot hold it, so it would otherwise fail deep in a service (a 500), on any field.
 */
export function refuseNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    let path = req.path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      // A malformed escape is left to the routes (404) and the validation pipe.
    }
    if (path.includes('\u0000') || holdsNul(req.query) || holdsNul(req.body))
      return next(new BadRequestException(GATEWAY_MESSAGES.nulCharacter));
    next();
  };
}
