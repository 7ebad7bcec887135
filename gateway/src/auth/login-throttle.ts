import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_LIMITS_TABLE } from '../core/session-database.js';
import { GATEWAY_CONFIG, PG_POOL } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

/** The longest wait one username and address pair can reach, however many failures. */
const MAX_DELAY_SECONDS = 60 * 60;

/**
 * Throttles failed sign-ins, counted in PostgreSQL (rate-limiter-flexible) so every gateway instance agrees:
 * - per username and address together: from the LOGIN_MAX_ATTEMPTS-th failure on, each failure makes the pair
 *   wait longer (1, 2, 4... minutes, up to an hour). Someone guessing from elsewhere cannot lock the owner out
 *   of their own address; a success clears the pair.
 * - per address: LOGIN_MAX_ATTEMPTS_PER_IP failures within the window, then wait until the window ends.
 */
@Injectable()
export class LoginThrottle {
  private readonly pairFailures: RateLimiterPostgres;
  private readonly pairWait: RateLimiterPostgres;
  private readonly addressFailures: RateLimiterPostgres;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(PG_POOL) pool: pg.Pool,
  ) {
    const store = {
      storeClient: pool,
      storeType: 'pool',
      schemaName: config.GATEWAY_SCHEMA,
      tableName: LOGIN_LIMITS_TABLE,
      tableCreated: true,
    };
    const window = config.LOGIN_WINDOW_MINUTES * 60;
    this.pairFailures = new RateLimiterPostgres({ ...store, keyPrefix: 'pair-failures', points: 1_000_000, duration: 24 * 60 * 60 });
    this.pairWait = new RateLimiterPostgres({ ...store, keyPrefix: 'pair-wait', points: 1, duration: window });
    this.addressFailures = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'address',
      points: config.LOGIN_MAX_ATTEMPTS_PER_IP,
      duration: window,
    });
  }

  /** Seconds until this address may try this username again; 0 when it may now. */
  async retryAfterSeconds(ip: string, username: string): Promise<number> {
    const [pair, address] = await Promise.all([this.pairWait.get(pairKey(ip, username)), this.addressFailures.get(ip)]);
    const waits = [blockedFor(pair, 1), blockedFor(address, this.config.LOGIN_MAX_ATTEMPTS_PER_IP)];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  async failed(ip: string, username: string): Promise<void> {
    const key = pairKey(ip, username);
    const [pair] = await Promise.all([this.pairFailures.penalty(key), this.addressFailures.penalty(ip)]);
    const wait = waitSeconds(pair.consumedPoints, this.config.LOGIN_MAX_ATTEMPTS);
    if (wait > 0) await this.pairWait.block(key, wait);
  }

  async succeeded(ip: string, username: string): Promise<void> {
    const key = pairKey(ip, username);
    await Promise.all([this.pairFailures.delete(key), this.pairWait.delete(key)]);
  }
}

/** The wait after the `failures`-th failure of a pair: none below `allowed`, then 1, 2, 4... minutes, up to an hour. */
export function waitSeconds(failures: number, allowed: number): number {
  return failures < allowed ? 0 : Math.min(60 * 2 ** (failures - allowed), MAX_DELAY_SECONDS);
}

/** Milliseconds a counter still refuses, once it has reached `limit` points. */
const blockedFor = (res: RateLimiterRes | null, limit: number) => (res && res.consumedPoints >= limit ? res.msBeforeNext : 0);

/** Identity matches usernames case-insensitively, so must the count (bounded, to fit the key column). */
const pairKey = (ip: string, username: string) => `${ip}|${username.trim().toLowerCase().slice(0, 150)}`;
