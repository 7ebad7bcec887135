import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ALL_EVENTS, EventConsumers } from '@rtm/backend/events';
import { ActivitiesService } from './activities.service.js';

const BATCH = 500;

/** The activity log: every event of every slice becomes one activity (durable `notification-activity`). */
@Injectable()
export class ActivityLogConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly consumers: EventConsumers,
    @Inject(ActivitiesService) private readonly activities: ActivitiesService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      name: 'activity',
      subject: ALL_EVENTS,
      handle: (event, tx) => this.activities.recordAll([event], tx),
      // Thousands of events a second at an import: one insert of up to BATCH rows (and one of their ids) per transaction.
      handleMany: (events, tx) => this.activities.recordAll(events, tx),
      batchSize: BATCH,
    });
  }
}
