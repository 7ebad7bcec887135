import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_LIMITS_TABLE } from '../core/session-database.js';
import { GATEWAY_CONFIG, PG_POOL } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { normalizedUsername } from './device-cookie.js';

/** The longest wait one username and address pair can reach, however many failures. */
const MAX_DELAY_SECONDS = 60 * 60;
/** The longest wait of a username across all addresses: it slows guessing, never locks the owner out for long. */
export const MAX_USERNAME_DELAY_SECONDS = 30;

/**
 * Throttles failed sign-ins, counted in PostgreSQL (rate-limiter-flexible) so every gateway instance agrees:
 * - per username and address together: from the LOGIN_MAX_ATTEMPTS-th failure on, each failure makes the pair
 *   wait longer (1, 2, 4... minutes, up to an hour). Someone guessing from elsewhere cannot lock the owner out
 *   of their own address; a success clears the pair.
 * - per address: LOGIN_MAX_ATTEMPTS_PER_IP failures within the window, then wait until the window ends.
 * - per username across all addresses (guesses spread over many addresses): from the LOGIN_MAX_ATTEMPTS-th failure
 *   within the window on, each failure makes the username wait longer (1, 2, 4... seconds, up to 30). A browser
 *   that signed in as that user before (device-cookie.ts) is exempt, so a stranger cannot slow the owner down;
 *   a success clears it.
 */
@Injectable()
export class LoginThrottle {
  private readonly pairFailures: RateLimiterPostgres;
  private readonly pairWait: RateLimiterPostgres;
  private readonly addressFailures: RateLimiterPostgres;
  private readonly usernameFailures: RateLimiterPostgres;
  private readonly usernameWait: RateLimiterPostgres;

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
    this.usernameFailures = new RateLimiterPostgres({ ...store, keyPrefix: 'username-failures', points: 1_000_000, duration: window });
    this.usernameWait = new RateLimiterPostgres({ ...store, keyPrefix: 'username-wait', points: 1, duration: MAX_USERNAME_DELAY_SECONDS });
  }

  /**
   * Seconds until this address may try this username again; 0 when it may now. `knownDevice`: the browser signed in
   * as this username before, which lifts the per-username wait (not the address's nor the pair's).
   */
  async retryAfterSeconds(ip: string, username: string, knownDevice = false): Promise<number> {
    const [pair, address, user] = await Promise.all([
      this.pairWait.get(pairKey(ip, username)),
      this.addressFailures.get(ip),
      knownDevice ? null : this.usernameWait.get(normalizedUsername(username)),
    ]);
    const waits = [blockedFor(pair, 1), blockedFor(address, this.config.LOGIN_MAX_ATTEMPTS_PER_IP), blockedFor(user, 1)];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  async failed(ip: string, username: string): Promise<void> {
    const key = pairKey(ip, username);
    const name = normalizedUsername(username);
    const [pair, user] = await Promise.all([
      this.pairFailures.penalty(key),
      this.usernameFailures.penalty(name),
      this.addressFailures.penalty(ip),
    ]);
    const wait = waitSeconds(pair.consumedPoints, this.config.LOGIN_MAX_ATTEMPTS);
    const usernameWait = usernameWaitSeconds(user.consumedPoints, this.config.LOGIN_MAX_ATTEMPTS);
    await Promise.all([
      wait > 0 ? this.pairWait.block(key, wait) : undefined,
      usernameWait > 0 ? this.usernameWait.block(name, usernameWait) : undefined,
    ]);
  }

  async succeeded(ip: string, username: string): Promise<void> {
    const key = pairKey(ip, username);
    const name = normalizedUsername(username);
    await Promise.all([
      this.pairFailures.delete(key),
      this.pairWait.delete(key),
      this.usernameFailures.delete(name),
      this.usernameWait.delete(name),
    ]);
  }
}

/** The wait after the `failures`-th failure of a pair: none below `allowed`, then 1, 2, 4... minutes, up to an hour. */
export function waitSeconds(failures: number, allowed: number): number {
  return failures < allowed ? 0 : Math.min(60 * 2 ** (failures - allowed), MAX_DELAY_SECONDS);
}

/** The wait of a username after its `failures`-th failure from anywhere: none below `allowed`, then 1, 2, 4... seconds, up to 30. */
export function usernameWaitSeconds(failures: number, allowed: number): number {
  return failures < allowed ? 0 : Math.min(2 ** (failures - allowed), MAX_USERNAME_DELAY_SECONDS);
}

/** Milliseconds a counter still refuses, once it has reached `limit` points. */
const blockedFor = (res: RateLimiterRes | null, limit: number) => (res && res.consumedPoints >= limit ? res.msBeforeNext : 0);

/** Identity matches usernames case-insensitively, so must the count (bounded, to fit the key column). */
const pairKey = (ip: string, username: string) => `${ip}|${normalizedUsername(username)}`;
