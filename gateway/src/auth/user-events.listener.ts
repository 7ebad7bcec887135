import { Inject, Injectable, type LoggerService, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { aggregateSubjects, type DomainEvent } from '@rtm/contracts';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { SessionUsers } from './session-users.js';

/**
 * Drops a cached session user as soon as identity reports a change to it, so a role change made
 * through another gateway instance applies at once too. A plain subscription (no durable consumer):
 * after a reconnection, when events may have been missed, the whole cache is dropped.
 */
@Injectable()
export class UserEventsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(SessionUsers) private readonly users: SessionUsers,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  onApplicationBootstrap() {
    this.subscription = this.nats.subscribe(`${this.config.NATS_PREFIX}${aggregateSubjects('user')}`, {
      callback: (error, msg) => {
        if (error) return this.logger.warn(`User event subscription: ${error.message}`, UserEventsListener.name);
        try {
          const event = msg.json<DomainEvent>();
          if (event.entity?.type === 'user') this.users.forget(event.entity.id);
        } catch {
          // not an event envelope: nothing to drop
        }
      },
    });
    void this.watchReconnects();
  }

  private async watchReconnects() {
    for await (const status of this.nats.status()) if (status.type === 'reconnect') this.users.clear();
  }

  onApplicationShutdown() {
    this.subscription?.unsubscribe();
  }
}
