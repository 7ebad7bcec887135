import { createHash } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ServiceUnavailableException,
  UnprocessableEntityException,
  type CallHandler,
  type ExecutionContext,
  type LoggerService,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { withRequestKey } from '@rtm/backend/nats';
import type { UserDto } from '@rtm/contracts';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';
import type { IdempotencyRequest, IdempotencyStore } from './idempotency-store.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first outcome of its key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first attempt still running before it answers 409. */
const WAIT_FOR_RUNNING_MS = 10_000;
const POLL_MS = 100;

/**
 * Global: a signed-in POST with an Idempotency-Key runs once per (user, key) within 24 hours. A repeat with
 * the same method, path and body answers the first successful outcome (same status and body) without
 * running again; one sent while the first still runs waits for it (409 after 10 s); the same key with another
 * request is a 422. A failed request frees its key, since a 4xx created nothing and a 5xx must be retryable; the
 * services keep the outcome of what they carried out under the key (RequestOutcomes), so a retry after a 5xx whose
 * change had committed answers that change instead of making it again.
 * Requests without the header, or without a signed-in user (sign-in), pass untouched.
 */
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly logger: LoggerService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = req.get(IDEMPOTENCY_HEADER);
    const user = req.user as UserDto | undefined;
    if (req.method !== 'POST' || key === undefined || !user?.id) return next.handle();
    if (!KEY.test(key)) throw new BadRequestException(GATEWAY_MESSAGES.idempotencyBadKey);

    const route = `${req.method} ${req.originalUrl}`;
    const request: IdempotencyRequest = { userId: user.id, key, route, hash: requestHash(route, req.body) };
    const res = http.getResponse<Response>();

    return from(this.claimOrWait(request)).pipe(
      mergeMap((claim) => {
        if (claim.kind === 'other-request') throw new UnprocessableEntityException(GATEWAY_MESSAGES.idempotencyOtherRequest(claim.route));
        if (claim.kind === 'running') throw new ConflictException(GATEWAY_MESSAGES.idempotencyStillRunning);
        if (claim.kind === 'done') {
          res.status(claim.outcome.status).setHeader(REPLAYED_HEADER, 'true');
          return of(claim.outcome.body);
        }
        // The services hear the key too (one value per user, key and request), so a create whose answer was lost
        // with NATS, which frees the key here, is still not carried out twice when the client sends it again.
        const requestKey = createHash('sha256').update(`${request.userId}\n${request.key}\n${request.hash}`).digest('hex');
        const handled = new Observable<unknown>((subscriber) => withRequestKey(requestKey, () => next.handle().subscribe(subscriber)));
        return handled.pipe(
          mergeMap(async (body: unknown) => {
            await this.store.complete(request, { status: res.statusCode, body }).catch((error: unknown) => this.warn('keep', error));
            return body;
          }),
          catchError((error: unknown) =>
            from(this.store.release(request).catch((e: unknown) => this.warn('free', e))).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
      }),
    );
  }

  /** The claim; while another attempt with the key runs, polls until it is answered or the wait is over. */
  private async claimOrWait(request: IdempotencyRequest) {
    const deadline = Date.now() + WAIT_FOR_RUNNING_MS;
    for (;;) {
      const claim = await this.store.claim(request).catch((error: unknown) => {
        this.warn('check', error);
        throw new ServiceUnavailableException(GATEWAY_MESSAGES.idempotencyStoreDown);
      });
      if (claim.kind !== 'running' || Date.now() > deadline) return claim;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  warn(what: string, error: unknown) {
    this.logger.warn(`Could not ${what} an idempotency key: ${(error as Error)?.message ?? error}`, IdempotencyInterceptor.name);
  }
}

/** sha256 of the route and the body with its object keys sorted, so that key order does not make another request. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${canonicalJson(body)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const CLEANUP_EVERY_MS = 15 * 60_000;

/** The interceptor over its table (created here if needed), with expired keys deleted every 15 minutes. */
export async function idempotencyInterceptor(store: IdempotencyStore, logger: LoggerService): Promise<IdempotencyInterceptor> {
  await store.migrate();
  const interceptor = new IdempotencyInterceptor(store, logger);
  const cleanup = () => void store.cleanup().catch((error: unknown) => interceptor.warn('delete expired', error));
  cleanup();
  setInterval(cleanup, CLEANUP_EVERY_MS).unref();
  return interceptor;
}
