import { Inject, Injectable, type LoggerService, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { SessionData } from 'express-session';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

/** Most sessions kept; beyond it the cache starts over (a miss only costs the store's query). */
const MAX_ENTRIES = 20_000;
/** How long a gateway waits for NATS to take a "sessions ended" message before it answers anyway. */
const PUBLISH_WAIT_MS = 1000;

/**
 * Sessions as the PostgreSQL store last gave or took them, so that a signed-in request needs no query of the
 * session table. PostgreSQL stays the source of truth: an entry is the row as read or written by this gateway,
 * it is used only until the expiry the row has (the cookie's), and for USER_CACHE_SECONDS at most. Every way a
 * session ends (logout, a new session at login, a user's sessions ended by a password change or deactivation)
 * goes through `ended`, which drops the entries here and tells every gateway instance on NATS before the answer
 * leaves, so the next request in any instance reads the store. While NATS is disconnected nothing is cached (an
 * end elsewhere could not be heard); after a reconnection, when messages may have been missed, everything is dropped.
 */
@Injectable()
export class SessionCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, { json: string; expires: number; until: number }>();
  /** Counts drops, so that a session read across a drop is served but not cached. */
  private drops = 0;
  private connected = true;
  private readonly ttlMs: number;
  private readonly subject: string;
  private subscription?: Subscription;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {
    this.ttlMs = config.USER_CACHE_SECONDS * 1000;
    this.subject = `${config.NATS_PREFIX}gateway.sessions.ended`;
  }

  onApplicationBootstrap() {
    this.subscription = this.nats.subscribe(this.subject, {
      callback: (error, msg) => {
        if (error) return this.logger.warn(`Session end subscription: ${error.message}`, SessionCache.name);
        try {
          const sids = msg.json<string[]>();
          if (Array.isArray(sids)) this.drop(sids);
          else this.clear();
        } catch {
          this.clear();
        }
      },
    });
    void this.watchConnection();
  }

  private async watchConnection() {
    for await (const status of this.nats.status()) {
      if (status.type === 'disconnect' || status.type === 'staleConnection') this.connected = false;
      if (status.type === 'reconnect') this.connected = true;
      if (status.type === 'disconnect' || status.type === 'reconnect') this.clear();
    }
  }

  onApplicationShutdown() {
    this.subscription?.unsubscribe();
  }

  /** A copy of the cached session (express-session changes what it is given), or undefined. */
  get(sid: string): SessionData | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.until <= now || entry.expires <= now || !this.connected) {
      this.entries.delete(sid);
      return undefined;
    }
    return JSON.parse(entry.json) as SessionData;
  }

  /** The value to pass to `set` for a session read now from the store. */
  version(): number {
    return this.drops;
  }

  /** Keeps the session as the store has it now; not when a drop happened since `version` (the read may be stale). */
  set(sid: string, session: SessionData, version = this.drops): void {
    if (this.ttlMs === 0 || !this.connected || version !== this.drops) return;
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : NaN;
    if (!Number.isFinite(expires)) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sid, { json: JSON.stringify(session), expires, until: Date.now() + this.ttlMs });
  }

  /** These sessions are gone from the store: dropped here and in every other gateway instance before this resolves. */
  async ended(sids: string[]): Promise<void> {
    if (sids.length === 0) return;
    this.drop(sids);
    try {
      this.nats.publish(this.subject, JSON.stringify(sids));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS)));
      await Promise.race([this.nats.flush(), late]).finally(() => clearTimeout(timer));
    } catch (error) {
      // NATS is down: the others do not cache meanwhile and drop everything when it is back.
      this.logger.warn(`Session end not published: ${(error as Error)?.message ?? error}`, SessionCache.name);
    }
  }

  private drop(sids: string[]) {
    this.drops++;
    for (const sid of sids) this.entries.delete(sid);
  }

  private clear() {
    this.drops++;
    this.entries.clear();
  }
}
