import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { asRead } from '@rtm/backend/nats';
import type { UserDto } from '@rtm/contracts';
import { IdentityClient } from '../clients/identity.client.js';
import { GATEWAY_CONFIG } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

/** How long a user stays known after its cache time, for use only while identity does not answer. */
const LAST_KNOWN_MS = 60 * 60 * 1000;

/**
 * The user behind a session, loaded from identity so that a role change or a deactivation applies
 * to the next request. Cached for USER_CACHE_SECONDS so a signed-in read needs no identity round trip;
 * entries are replaced when this gateway changes a user and dropped when a user event arrives (identity
 * answers a change only after its event is out, so every gateway has dropped the entry before the next
 * request), and an answer that was on its way while an entry was dropped is not cached. While identity
 * does not answer, a signed-in user it answered for in the last hour is served as last known: nothing
 * can change a user while identity is down, so reads of other services go on.
 */
@Injectable()
export class SessionUsers {
  private readonly cache = new Map<string, { user: UserDto; until: number }>();
  /** Counts drops, so that a user loaded across a drop is served but not cached. */
  private drops = 0;
  private readonly ttlMs: number;

  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlMs = config.USER_CACHE_SECONDS * 1000;
  }

  /** The active user with this id, or null when it no longer exists or is deactivated. */
  async get(id: string): Promise<UserDto | null> {
    const user = await this.load(id);
    return user?.isActive ? user : null;
  }

  private async load(id: string): Promise<UserDto | null> {
    const hit = this.cache.get(id);
    if (hit && hit.until > Date.now()) return hit.user;
    const drops = this.drops;
    try {
      // A read: sent again when the identity instance that took it dies (asRead).
      const user = await asRead(() => this.identity.getUser(id));
      if (drops === this.drops) this.remember(user);
      return user;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) {
        this.cache.delete(id);
        return null;
      }
      if (error instanceof ServiceUnavailableException && hit && hit.until + LAST_KNOWN_MS > Date.now()) return hit.user;
      throw error;
    }
  }

  remember(user: UserDto): void {
    if (this.ttlMs === 0) return;
    if (this.cache.size > 10_000) this.prune();
    this.cache.set(user.id, { user, until: Date.now() + this.ttlMs });
  }

  forget(id: string): void {
    this.drops++;
    this.cache.delete(id);
  }

  /** Drops every entry (events may have been missed while NATS was away). */
  clear(): void {
    this.drops++;
    this.cache.clear();
  }

  private prune(now = Date.now()): void {
    for (const [id, entry] of this.cache) if (entry.until + LAST_KNOWN_MS <= now) this.cache.delete(id);
    if (this.cache.size > 10_000) this.cache.clear();
  }
}
