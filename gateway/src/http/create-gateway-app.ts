import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { ServiceLogger } from '@rtm/backend/logging';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import passport from 'passport';
import type pg from 'pg';
import { AppModule } from '../app.module.js';
import { SessionCache } from '../auth/session-cache.js';
import { HttpExceptionFilter } from '../common/http-exception.filter.js';
import { GatewayValidationPipe } from '../common/validation.pipe.js';
import { PG_POOL } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { jsonBodyParser } from './body-parsers.js';
import { refuseUnstorableInput } from './storable-input.js';
import { noStoreApi } from './api-caching.js';
import { IdempotencyStore } from './idempotency-store.js';
import { idempotencyInterceptor } from './idempotency.interceptor.js';
import { readRetries } from './read-retries.js';
import { sameOriginWrites } from './same-origin-writes.js';
import { securityHeaders } from './security-headers.js';
import { sessionMiddleware } from './session.middleware.js';
import { sessionLifetime } from '../auth/session-lifetime.js';
import { SecurityLog } from '../security-log/security-log.js';
import { staticFrontEnds } from './static-files.js';

/**
 * The gateway's Nest app on express. Order of the express layers: security headers, the built
 * front ends (before sessions, so assets never touch the session store), then for /api only no-store caching, the
 * cross-site write refusal, the JSON body, the refusal of unstorable input (NUL, lone surrogates, deep nesting), the session, its absolute lifetime (SESSION_MAX_HOURS) and passport, then GETs as reads (read-retries.ts). Errors of any layer reach the global exception filter.
 * Signed-in POSTs with an Idempotency-Key go through the IdempotencyInterceptor.
 */
export async function createGatewayApp(config: GatewayConfig, logger: ServiceLogger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), { bodyParser: false, logger });
  app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  app.disable('x-powered-by');
  // Only res.send's hash of API bodies: the front ends' files have their own validators (express.static).
  app.set('etag', false);

  app.use(securityHeaders(config));
  app.use(staticFrontEnds(config.STATIC_ROOT));
  app.use('/api', noStoreApi());
  app.use('/api', sameOriginWrites(config));
  app.use('/api', jsonBodyParser(config));
  app.use('/api', refuseUnstorableInput());
  app.use('/api', sessionMiddleware(config, app.get<pg.Pool>(PG_POOL), logger, app.get(SessionCache)));
  const securityLog = app.get(SecurityLog);
  app.use(
    '/api',
    sessionLifetime(config, (userId, req) => securityLog.record({ type: 'session_expired', userId, address: req.ip })),
  );
  app.use('/api', passport.initialize(), restoreUser());
  // After the session (its store's callbacks would lose the context): a GET's requests to the services are retried once.
  app.use('/api', readRetries());

  app.useGlobalPipes(new GatewayValidationPipe());
  // Creating POSTs with an Idempotency-Key run once per key (retries after an error or a lost answer).
  app.useGlobalInterceptors(await idempotencyInterceptor(new IdempotencyStore(app.get<pg.Pool>(PG_POOL), config.GATEWAY_SCHEMA), logger));
  app.useGlobalFilters(new HttpExceptionFilter(logger));
  app.enableShutdownHooks();
  return app;
}

/**
 * passport.session(): loads the signed-in user from identity. Not for login and logout, which do not
 * need it, so that signing out works even while identity is down.
 */
function restoreUser(): RequestHandler {
  const session = passport.session();
  return (req, res, next) => (req.method === 'POST' && /^\/(login|logout)\/?$/i.test(req.path) ? next() : session(req, res, next));
}

/** 'true'/'false', a hop count, or a list of addresses/subnets (express "trust proxy" syntax). */
function trustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
