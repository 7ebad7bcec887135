import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { GATEWAY_CONFIG } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

/** Keys kept at most; beyond it the oldest go first, so a flood of random usernames cannot exhaust memory. */
const MAX_KEYS = 100_000;

/**
 * Counts failed sign-ins per client IP and per username in a sliding window. Once either reaches
 * its limit, sign-in is refused (429) until the oldest failure leaves the window; a success clears
 * the username's count (not the IP's, or one valid account would unlock guessing at others).
 * Kept in memory: each gateway instance counts on its own.
 */
@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private readonly failures = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.windowMs, 60_000));
    this.sweeper.unref();
  }

  /** Seconds until a sign-in for this IP and username may be tried again; 0 when allowed now. */
  retryAfterSeconds(ip: string, username: string, now = Date.now()): number {
    const waits = [
      this.waitMs(ipKey(ip), this.config.LOGIN_MAX_ATTEMPTS_PER_IP, now),
      this.waitMs(userKey(username), this.config.LOGIN_MAX_ATTEMPTS, now),
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  failed(ip: string, username: string, now = Date.now()): void {
    this.record(ipKey(ip), this.config.LOGIN_MAX_ATTEMPTS_PER_IP, now);
    this.record(userKey(username), this.config.LOGIN_MAX_ATTEMPTS, now);
  }

  succeeded(username: string): void {
    this.failures.delete(userKey(username));
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }

  private waitMs(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    return recent[recent.length - max] + this.windowMs - now;
  }

  private record(key: string, max: number, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the newest `max` failures decide when sign-in opens again.
    this.failures.delete(key);
    this.failures.set(key, recent.slice(-max));
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private sweep(now = Date.now()): void {
    for (const [key, times] of this.failures) {
      if (times[times.length - 1] <= now - this.windowMs) this.failures.delete(key);
    }
  }
}

const ipKey = (ip: string) => `ip:${ip}`;
/** Identity matches usernames case-insensitively, so must the count. */
const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
