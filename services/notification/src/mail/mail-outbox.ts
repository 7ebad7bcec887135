import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import type { TemplateType } from '@rtm/contracts';
import type { TemplateVariables } from '../templates/template-renderer.js';
import type { NotificationConfig } from '../notification.config.js';
import { MailSender, type MailAttachment } from './mail-sender.js';

export interface NewMail {
  /** One mail per key: recording the same key twice (a redelivered event, two schedulers) records it once. */
  key: string;
  type: TemplateType;
  recipientId: string;
  taskId?: string | null;
  riskId?: string | null;
  /** The values besides userName, which is the recipient's name when the mail is sent. */
  variables: Omit<TemplateVariables, 'userName'>;
  /** A file in the uploads object store sent with the mail (read when it is sent). */
  attachment?: MailAttachment | null;
}

/** Records mails to send in the caller's transaction; the sender picks them up after commit. */
@Injectable()
export class MailOutbox {
  private readonly table: string;

  constructor(
    @Inject(MailSender) private readonly sender: MailSender,
    @Inject(SERVICE_CONFIG) config: NotificationConfig,
  ) {
    this.table = `${quoteIdent(config.NOTIFICATION_SCHEMA)}.mail`;
  }

  async record(tx: EntityManager, mail: NewMail): Promise<void> {
    await this.recordMany(tx, [mail]);
  }

  /** Records several mails in one statement (a consumer's batch of events), each key once; answers the keys new here. */
  async recordMany(tx: EntityManager, mails: readonly NewMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = await tx.execute<{ mail_key: string }[]>(
      `insert into ${this.table} (id, mail_key, type, recipient_id, task_id, risk_id, variables, attachment)
       values ${mails.map(() => '(?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)').join(', ')} on conflict (mail_key) do nothing
       returning mail_key`,
      mails.flatMap((mail) => [
        randomUUID(),
        mail.key,
        mail.type,
        mail.recipientId,
        mail.taskId ?? null,
        mail.riskId ?? null,
        JSON.stringify(mail.variables),
        mail.attachment ? JSON.stringify(mail.attachment) : null,
      ]),
    );
    this.sender.soon();
    return rows.map((row) => row.mail_key);
  }

  /**
   * Records the mails a query selects (columns mail_key, type, recipient_id, variables, and task_id or, for mails
   * `about` risks, risk_id) in the caller's transaction, once per key; answers how many were new.
   */
  async recordSelected(tx: EntityManager, select: string, params: unknown[], about: 'task' | 'risk' = 'task'): Promise<number> {
    const subject = about === 'risk' ? 'risk_id' : 'task_id';
    const rows = await tx.execute<{ id: string }[]>(
      `insert into ${this.table} (id, mail_key, type, recipient_id, ${subject}, variables)
       select gen_random_uuid(), s.mail_key, s.type, s.recipient_id, s.${subject}, s.variables from (${select}) s
       on conflict (mail_key) do nothing returning id`,
      params,
    );
    if (rows.length > 0) this.sender.soon();
    return rows.length;
  }
}
