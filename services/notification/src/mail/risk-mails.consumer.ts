import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { EventConsumers, EventHandlers, type EventConsumerSpec } from '@rtm/backend/events';
import { RiskCreated, RiskUpdated, type DomainEvent, type RiskDto } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { ACCEPTANCE_PROJECTION } from './acceptance.projection.js';
import { AppetiteBreachProjection } from './appetite-breach.projection.js';
import { MailOutbox } from './mail-outbox.js';
import { RiskLifecycleMailsConsumer } from './risk-lifecycle-mails.consumer.js';
import { sharedDurable } from './shared-durable.js';

/** Events per batch: seven parameters a mail, far below PostgreSQL's 65,535. */
const MAIL_BATCH_SIZE = 500;

/**
 * The risk mails, on one durable (`notification-risk-mails`): risk_created and risk_updated mails to the risk's owner,
 * one per event, recorded a batch of events at a time (an import's 10,000 events in 20 statements rather than 10,000);
 * the acceptance and appetite mails (RiskLifecycleMailsConsumer); the acceptance projection they and the scheduler's
 * reminders read, fed first so a batch's mails see its acceptances; and the risks outside appetite the scheduler's
 * digests list (AppetiteBreachProjection).
 */
@Injectable()
export class RiskMailsConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly consumers: EventConsumers,
    @Inject(MailOutbox) private readonly outbox: MailOutbox,
    @Inject(RiskLifecycleMailsConsumer) private readonly lifecycleMails: RiskLifecycleMailsConsumer,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  onModuleInit() {
    this.consumers.register(
      sharedDurable('risk-mails', [
        ACCEPTANCE_PROJECTION.consumer(this.consumers.schema),
        new AppetiteBreachProjection(this.consumers.schema).consumer(),
        this.changeMails(),
        this.lifecycleMails.consumer(),
      ]),
    );
  }

  private changeMails(): EventConsumerSpec {
    const handlers = new EventHandlers()
      .on(RiskCreated, (event, tx) => this.outbox.record(tx, this.mail('risk_created', event, event.data.risk)))
      .on(RiskUpdated, (event, tx) => this.outbox.record(tx, this.mail('risk_updated', event, event.data.risk)));
    return {
      ...handlers.consumer('risk-change-mails'),
      // Only the events `wants` takes reach here: risk_created and risk_updated, both carrying the risk.
      handleMany: async (events, tx) => {
        await this.outbox.recordMany(
          tx,
          events.map((event) => this.mail(event.type as 'risk_created' | 'risk_updated', event, (event.data as { risk: RiskDto }).risk)),
        );
      },
      batchSize: MAIL_BATCH_SIZE,
    };
  }

  private mail(type: 'risk_created' | 'risk_updated', event: DomainEvent, risk: RiskDto) {
    return {
      key: `${type}:${event.id}:${risk.ownerId}`,
      type,
      recipientId: risk.ownerId,
      riskId: risk.id,
      variables: {
        riskId: risk.riskId,
        riskTitle: risk.title,
        riskLink: `${this.config.APP_URL.replace(/\/$/, '')}/risks/${risk.id}`,
      },
    };
  }
}
