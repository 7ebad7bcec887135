import { Inject, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { ALL_EVENTS, EventHandlers, type EventConsumerSpec } from '@rtm/backend/events';
import { AttachmentExpiring, type AttachmentExpiringData, type DomainEvent } from '@rtm/contracts';
import { MailModule } from '../mail/mail.module.js';
import { MailOutbox, type NewMail } from '../mail/mail-outbox.js';
import type { NotificationConfig } from '../notification.config.js';

/**
 * The evidence reminders (issue 28): an attachment_expiring event (the risk or task service's nightly round, once per
 * file) becomes an evidence_expiring mail to the file's uploader and the item's owner (one mail if they are the same
 * person), each in their language, keyed by event and recipient so a redelivery records nothing new.
 */
export function evidenceMails(event: DomainEvent<AttachmentExpiringData>, appUrl: string): NewMail[] {
  const { attachment, itemType, itemId, itemCode, itemTitle, ownerId, daysLeft } = event.data;
  const recipients = [...new Set([attachment.uploadedBy, ownerId])];
  return recipients.map((recipientId) => ({
    key: `evidence_expiring:${event.id}:${recipientId}`,
    type: 'evidence_expiring',
    recipientId,
    riskId: itemType === 'risk' ? itemId : null,
    taskId: itemType === 'task' ? itemId : null,
    variables: {
      fileName: attachment.fileName,
      validUntil: attachment.validUntil ?? undefined,
      daysLeft,
      itemCode,
      itemTitle,
      itemLink: `${appUrl}/${itemType}s/${itemId}`,
    },
  }));
}

/** A part of the activity log's durable (every event), for the attachment_expiring events only. */
@Injectable()
export class AttachmentMails {
  private readonly appUrl: string;

  constructor(
    @Inject(MailOutbox) private readonly outbox: MailOutbox,
    @Inject(SERVICE_CONFIG) config: NotificationConfig,
  ) {
    this.appUrl = config.APP_URL.replace(/\/$/, '');
  }

  consumer(): EventConsumerSpec {
    const handlers = new EventHandlers().on(AttachmentExpiring, (event, tx) => this.record(tx, [event]));
    return {
      ...handlers.consumer('attachment-mails'),
      subject: ALL_EVENTS,
      handleMany: (events, tx) => this.record(tx, events as DomainEvent<AttachmentExpiringData>[]),
    };
  }

  private async record(tx: EntityManager, events: DomainEvent<AttachmentExpiringData>[]): Promise<void> {
    await this.outbox.recordMany(
      tx,
      events.flatMap((event) => evidenceMails(event, this.appUrl)),
    );
  }
}

@Module({
  imports: [MailModule],
  providers: [AttachmentMails],
  exports: [AttachmentMails],
})
export class AttachmentMailsModule {}
