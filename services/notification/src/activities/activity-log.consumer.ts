import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ALL_EVENTS, EventConsumers } from '@rtm/backend/events';
import { sharedDurable } from '../mail/shared-durable.js';
import { ReviewSettingsCopy } from '../reviews/review-settings.copy.js';
import { ActivitiesService } from './activities.service.js';
import { AttachmentMails } from '../attachments/attachment-mails.js';

const BATCH = 500;

/**
 * The activity log: every event of every slice becomes one activity (durable `notification-activity`). The same durable
 * keeps the copy of the review settings the scheduler reads (ReviewSettingsCopy) and records the evidence reminders' mails.
 */
@Injectable()
export class ActivityLogConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly consumers: EventConsumers,
    @Inject(ActivitiesService) private readonly activities: ActivitiesService,
    @Inject(AttachmentMails) private readonly attachmentMails: AttachmentMails,
  ) {}

  onModuleInit() {
    this.consumers.register(
      sharedDurable('activity', [
        {
          name: 'activity-log',
          subject: ALL_EVENTS,
          handle: (event, tx) => this.activities.recordAll([event], tx),
          // Thousands of events a second at an import: one insert of up to BATCH rows (and one of their ids) per transaction.
          handleMany: (events, tx) => this.activities.recordAll(events, tx),
          batchSize: BATCH,
        },
        { ...new ReviewSettingsCopy(this.consumers.schema).consumer(), batchSize: BATCH },
        // Issue 28: the evidence reminders' mails (attachment_expiring).
        { ...this.attachmentMails.consumer(), batchSize: BATCH },
      ]),
    );
  }
}
