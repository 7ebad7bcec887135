import { Inject, Injectable, type LoggerService, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { DurableConsumer, EventStream, type ConsumerOptions } from '@rtm/backend/events';
import { ActivitiesService } from '../activities/activities.service.js';
import { UserProjectionService } from '../users/user-projection.service.js';
import type { NotificationConfig } from '../notification.config.js';

/**
 * The service's durable event consumers: the activity log (every event) and the users projection
 * (user events). Each has its own durable, so one failing or being rebuilt never holds up the other.
 */
@Injectable()
export class NotificationConsumers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumers: DurableConsumer[];

  constructor(
    @Inject(MikroORM) orm: MikroORM,
    @Inject(EventStream) stream: EventStream,
    @Inject(SERVICE_CONFIG) config: NotificationConfig,
    @Inject(LOGGER) logger: LoggerService,
    @Inject(ActivitiesService) activities: ActivitiesService,
    @Inject(UserProjectionService) users: UserProjectionService,
  ) {
    const consumer = (options: Omit<ConsumerOptions, 'maxDeliver'>) =>
      new DurableConsumer(orm, config.NOTIFICATION_SCHEMA, stream, { ...options, maxDeliver: config.CONSUMER_MAX_DELIVER }, logger);
    this.consumers = [
      consumer({ durable: 'notification-activity', filterSubjects: ['events.>'], handle: (event, tx) => activities.record(event, tx) }),
      consumer({
        durable: 'notification-users',
        // One filter subject per consumer on NATS 2.9; the projection picks the types it needs.
        filterSubjects: ['events.user.*'],
        handle: (event, tx) => users.apply(event, tx),
      }),
    ];
  }

  async onApplicationBootstrap() {
    for (const consumer of this.consumers) await consumer.start();
  }

  /** Runs before the core module closes the event stream and the database. */
  async onApplicationShutdown() {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }
}
