import express, { type RequestHandler } from 'express';
import type { GatewayConfig } from '../gateway.config.js';

const UPLOAD_PATH = '/risks/bulk-upload';

/**
 * JSON bodies under /api: BODY_LIMIT, except the spreadsheet upload (base64 of up to 10 MB).
 * Parse errors reach the exception filter, which answers 400 or 413.
 */
export function jsonBodyParser(config: Pick<GatewayConfig, 'BODY_LIMIT' | 'UPLOAD_BODY_LIMIT'>): RequestHandler {
  const regular = express.json({ limit: config.BODY_LIMIT });
  const upload = express.json({ limit: config.UPLOAD_BODY_LIMIT });
  return (req, res, next) => {
    // Mounted at /api, so req.path is relative to it; Express matches routes case-insensitively with an optional trailing slash.
    const isUpload = req.method === 'POST' && req.path.replace(/\/+$/, '').toLowerCase() === UPLOAD_PATH;
    (isUpload ? upload : regular)(req, res, next);
  };
}
