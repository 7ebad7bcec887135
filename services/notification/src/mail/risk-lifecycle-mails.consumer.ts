import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import { EventHandlers, type EventConsumerSpec } from '@rtm/backend/events';
import type { DomainEvent, EventDefinition } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { MailOutbox } from './mail-outbox.js';
import { LIFECYCLE_MAIL_EVENTS, lifecycleMail, type AudienceMail } from './risk-lifecycle-mails.js';

/** Events per batch: their mails are one JSON parameter of one statement. */
const MAIL_BATCH_SIZE = 500;

/**
 * The acceptance and appetite mails (lifecycleMail says which, to whom), recorded a batch of events at a time in one
 * statement that finds the recipients. A part of the risk-mails durable (RiskMailsConsumer), after the acceptance
 * projection it reads the approvers from.
 */
@Injectable()
export class RiskLifecycleMailsConsumer {
  private readonly appUrl: string;
  private readonly recipients: string;

  constructor(
    @Inject(MailOutbox) private readonly outbox: MailOutbox,
    @Inject(SERVICE_CONFIG) config: NotificationConfig,
  ) {
    this.appUrl = config.APP_URL.replace(/\/$/, '');
    const schema = quoteIdent(config.NOTIFICATION_SCHEMA);
    this.recipients = `
      select m.type || ':' || m.event_id || ':' || r.id as mail_key, m.type, r.id as recipient_id, m.risk_id, m.variables
      from jsonb_to_recordset(?::jsonb) as m(event_id uuid, type text, risk_id uuid, variables jsonb,
                                            user_ids uuid[], roles text[], approver_of uuid, except_id uuid)
      cross join lateral (
        select x.id from unnest(m.user_ids) x(id)
        union select u.id from ${schema}.user_projection u where u.is_active and u.role = any(m.roles)
        union select a.approved_by from ${schema}.acceptance_projection a where a.id = m.approver_of
      ) r
      where r.id is not null and r.id is distinct from m.except_id`;
  }

  /** This part's handlers, for RiskMailsConsumer to register on the risk-mails durable. */
  consumer(): EventConsumerSpec {
    const handlers = new EventHandlers();
    for (const definition of LIFECYCLE_MAIL_EVENTS) {
      handlers.on(definition as EventDefinition, (event, tx) => this.record(tx, [event]));
    }
    return {
      ...handlers.consumer('risk-lifecycle-mails'),
      handleMany: (events, tx) => this.record(tx, events),
      batchSize: MAIL_BATCH_SIZE,
    };
  }

  private async record(tx: EntityManager, events: DomainEvent[]): Promise<void> {
    const mails = events.flatMap((event) => lifecycleMail(event, this.appUrl) ?? []);
    if (mails.length === 0) return;
    await this.outbox.recordSelected(tx, this.recipients, [JSON.stringify(mails.map(asRecord))], 'risk');
  }
}

/** A mail as a row of the statement's jsonb_to_recordset. */
const asRecord = (mail: AudienceMail) => ({
  event_id: mail.eventId,
  type: mail.type,
  risk_id: mail.riskId,
  variables: mail.variables,
  user_ids: mail.userIds,
  roles: mail.roles,
  approver_of: mail.approverOf,
  except_id: mail.except,
});
