import { Inject, Injectable, type LoggerService, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import { EventStream } from '@rtm/backend/events';
import { UploadsBucket } from '@rtm/backend/nats';
import { mailMetrics } from '@rtm/backend/otel';
import { displayName, type Language, type TemplateType } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { SmtpSettingsService } from '../smtp/smtp-settings.service.js';
import { sendMail, SmtpSendError } from '../smtp/smtp-transport.js';
import { EmailTemplatesService } from '../templates/email-templates.service.js';
import { renderTemplate, type TemplateVariables } from '../templates/template-renderer.js';

/** A mail's attachment: an object of the uploads bucket (its time to live removes it after an hour), read when sent. */
export interface MailAttachment {
  object: string;
  fileName: string;
  contentType: string;
}

interface ClaimedMail {
  id: string;
  type: TemplateType;
  recipient_id: string;
  attempts: number;
  variables: Omit<TemplateVariables, 'userName'>;
  attachment: MailAttachment | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  known: boolean;
  is_active: boolean | null;
  language: Language | null;
}

type Outcome =
  | { status: 'sent'; response: string; recipientEmail: string; language: Language }
  | { status: 'skipped'; reason: string; recipientEmail?: string | null }
  | { status: 'retry' | 'failed'; reason: string; recipientEmail?: string };

export const SKIP_REASONS = {
  noSmtp: 'No active SMTP settings',
  noTemplate: (type: string) => `No active ${type} template`,
  noEmail: 'The recipient has no e-mail address',
  unknownRecipient: 'The recipient is unknown',
  deactivated: 'The recipient is deactivated',
  interrupted: 'The service stopped while sending; not resent, since SMTP cannot tell whether the mail went out',
  attachmentGone: 'The attached file is no longer stored (the uploads bucket keeps it one hour)',
} as const;

/**
 * Sends the recorded mails: claims due ones (FOR UPDATE SKIP LOCKED, so several instances share the work),
 * renders the recipient's template with the active SMTP settings, and records sent, skipped (with the
 * reason), a retry with backoff, or failed after the last attempt with the server's answer; counts the sent
 * and failed ones (rtm.mail.sent, rtm.mail.failed). A mail whose send was interrupted by a crash is sent
 * again when the SMTP server had not been contacted yet (smtp_started_at is null), else marked unknown and
 * not resent: SMTP has no idempotency, so it may have gone out.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private soonTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly metrics = mailMetrics();
  private readonly uploads: UploadsBucket;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
    @Inject(SmtpSettingsService) private readonly smtp: SmtpSettingsService,
    @Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService,
    @Inject(EventStream) stream: EventStream,
  ) {
    this.uploads = new UploadsBucket(stream.nc, config.NATS_PREFIX, logger);
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.soon(0), this.config.MAIL_POLL_MS);
    this.soon(0);
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
    await this.running;
  }

  /** Looks for due mails shortly (after the transaction that recorded one has committed). */
  soon(delayMs = 100): void {
    if (this.stopped) return;
    clearTimeout(this.soonTimer);
    this.soonTimer = setTimeout(() => void this.drain(), delayMs);
  }

  /** Sends everything due, one batch after another; one run at a time per process. */
  drain(): Promise<void> {
    this.running ??= this.sendDue()
      .catch((error: unknown) => this.logger.error(`Mail sending failed: ${String(error)}`, undefined, MailSender.name))
      .finally(() => (this.running = null));
    return this.running;
  }

  private table(name: string) {
    return `${quoteIdent(this.config.NOTIFICATION_SCHEMA)}.${quoteIdent(name)}`;
  }

  private async sendDue(): Promise<void> {
    const em = this.orm.em.fork();
    await em.execute(
      `update ${this.table('mail')} set
         status = case when smtp_started_at is null then 'pending' else 'unknown' end,
         error = case when smtp_started_at is null then error else ? end,
         next_attempt_at = now(), locked_until = null, updated_at = now()
       where status = 'sending' and locked_until < now()`,
      [SKIP_REASONS.interrupted],
    );
    while (!this.stopped) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      for (const mail of batch) await this.record(mail, await this.deliver(mail));
    }
  }

  /** Takes up to 10 due mails, marking them as being sent until a deadline after which a crash is assumed. */
  private claim(): Promise<ClaimedMail[]> {
    const lockMs = this.config.SMTP_TIMEOUT_MS * 3;
    return this.orm.em.fork().execute<ClaimedMail[]>(
      `with due as (
         select id from ${this.table('mail')} where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at limit 10 for update skip locked
       ), claimed as (
         update ${this.table('mail')} m set status = 'sending', attempts = m.attempts + 1, smtp_started_at = null,
           locked_until = now() + make_interval(secs => ?), updated_at = now()
         from due where m.id = due.id
         returning m.id, m.type, m.recipient_id, m.attempts, m.variables, m.attachment
       )
       select c.*, u.email, u.first_name, u.last_name, u.id is not null as known, u.is_active, l.language
       from claimed c
       left join ${this.table('user_projection')} u on u.id = c.recipient_id
       left join ${this.table('user_language')} l on l.id = c.recipient_id`,
      [lockMs / 1000],
    );
  }

  private async deliver(mail: ClaimedMail): Promise<Outcome> {
    if (!mail.known) {
      // The user's event may still be on its way: wait for it like for a refusing server.
      return this.failure(mail, SKIP_REASONS.unknownRecipient);
    }
    if (mail.is_active === false) return { status: 'skipped', reason: SKIP_REASONS.deactivated, recipientEmail: mail.email };
    if (!mail.email) return { status: 'skipped', reason: SKIP_REASONS.noEmail, recipientEmail: null };
    const em = this.orm.em.fork();
    const target = await this.smtp.activeTarget(em);
    if (!target) return { status: 'skipped', reason: SKIP_REASONS.noSmtp, recipientEmail: mail.email };
    const language: Language = mail.language ?? 'en';
    const template = await this.templates.forMail(em, mail.type, language);
    if (!template) return { status: 'skipped', reason: SKIP_REASONS.noTemplate(mail.type), recipientEmail: mail.email };
    const userName = displayName({ firstName: mail.first_name, lastName: mail.last_name, email: mail.email });
    const rendered = renderTemplate(template, { ...mail.variables, userName });
    let attachments: { filename: string; content: Buffer; contentType: string }[] | undefined;
    if (mail.attachment) {
      const bytes = await (await this.uploads.store()).getBlob(mail.attachment.object);
      if (!bytes) return { status: 'failed', reason: SKIP_REASONS.attachmentGone, recipientEmail: mail.email };
      attachments = [{ filename: mail.attachment.fileName, content: Buffer.from(bytes), contentType: mail.attachment.contentType }];
    }
    // From here on a crash leaves the outcome unknown (see sendDue).
    await em.execute(`update ${this.table('mail')} set smtp_started_at = now() where id = ?`, [mail.id]);
    try {
      const sent = await sendMail(
        target,
        { to: mail.email, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId: `<${mail.id}@rtm>`, attachments },
        this.config.SMTP_TIMEOUT_MS,
      );
      return { status: 'sent', response: sent.response, recipientEmail: mail.email, language: template.language };
    } catch (error) {
      const answer = error instanceof SmtpSendError ? error.response : String(error);
      if (error instanceof SmtpSendError && error.permanent) return { status: 'failed', reason: answer, recipientEmail: mail.email };
      return this.failure(mail, answer, mail.email);
    }
  }

  private failure(mail: ClaimedMail, reason: string, recipientEmail?: string): Outcome {
    return { status: mail.attempts >= this.config.MAIL_MAX_ATTEMPTS ? 'failed' : 'retry', reason, recipientEmail };
  }

  private async record(mail: ClaimedMail, outcome: Outcome): Promise<void> {
    await this.store(mail, outcome);
    if (outcome.status === 'sent') this.metrics.sent.add(1, { template: mail.type });
    if (outcome.status === 'failed') this.metrics.failed.add(1, { template: mail.type });
  }

  private async store(mail: ClaimedMail, outcome: Outcome): Promise<void> {
    const em = this.orm.em.fork();
    const mailTable = this.table('mail');
    if (outcome.status === 'retry') {
      const waitMs = this.config.MAIL_RETRY_BASE_MS * 2 ** (mail.attempts - 1);
      await em.execute(
        `update ${mailTable} set status = 'pending', error = ?, recipient_email = coalesce(?, recipient_email),
           next_attempt_at = now() + make_interval(secs => ?), locked_until = null, updated_at = now() where id = ?`,
        [outcome.reason, outcome.recipientEmail ?? null, waitMs / 1000, mail.id],
      );
      this.soon(waitMs + 10);
      return;
    }
    await em.execute(
      `update ${mailTable} set status = ?, error = ?, response = ?, language = ?, recipient_email = ?,
         sent_at = case when ? = 'sent' then now() end, locked_until = null, updated_at = now() where id = ?`,
      [
        outcome.status,
        outcome.status === 'sent' ? null : outcome.reason,
        outcome.status === 'sent' ? outcome.response : null,
        outcome.status === 'sent' ? outcome.language : null,
        outcome.recipientEmail ?? null,
        outcome.status,
        mail.id,
      ],
    );
  }
}
