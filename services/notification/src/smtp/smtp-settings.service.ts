import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import {
  NOTIFICATION_MESSAGES,
  type Actor,
  type SmtpSettingsDto,
  type SmtpSettingsInput,
  type SmtpTestInput,
  type SmtpTestResultDto,
} from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { SecretBox } from './secret-box.js';
import { SMTP_DEFAULTS, SmtpSettings, toSmtpSettingsDto } from './smtp-settings.entity.js';
import { sendMail, SmtpSendError, type SmtpTarget } from './smtp-transport.js';

/** The SMTP settings (system admins only): one row, the password sealed at rest and never answered. */
@Injectable()
export class SmtpSettingsService {
  private readonly box: SecretBox;

  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.box = new SecretBox(config.SETTINGS_ENCRYPTION_KEY);
  }

  async get(actor: Actor | null): Promise<SmtpSettingsDto> {
    requireRole(actor, 'system_admin');
    return toSmtpSettingsDto(await this.current(this.db.reader()));
  }

  /** Creates or replaces the settings; a password left out or empty keeps the stored one. */
  async save(actor: Actor | null, input: SmtpSettingsInput): Promise<SmtpSettingsDto> {
    requireRole(actor, 'system_admin');
    return this.db.run(async (tx) => {
      // The single row is locked, so two saves at once apply one after the other.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('notification:smtp_settings'))`);
      const row = await this.current(tx);
      const values = {
        host: input.host,
        port: input.port ?? row?.port ?? SMTP_DEFAULTS.port,
        secure: input.secure ?? row?.secure ?? SMTP_DEFAULTS.secure,
        username: input.username ?? null,
        fromEmail: input.fromEmail,
        fromName: input.fromName ?? null,
        isActive: input.isActive ?? row?.isActive ?? SMTP_DEFAULTS.isActive,
        ...(input.password ? { passwordSealed: this.box.seal(input.password) } : {}),
      };
      if (row) {
        tx.assign(row, values);
        return toSmtpSettingsDto(row);
      }
      const created = tx.create(SmtpSettings, { id: randomUUID(), passwordSealed: null, ...values });
      await tx.flush();
      return toSmtpSettingsDto(created);
    });
  }

  /** Sends a test mail with the form's values (the stored password when none is typed) and reports the server's answer. */
  async test(actor: Actor | null, input: SmtpTestInput): Promise<SmtpTestResultDto> {
    requireRole(actor, 'system_admin');
    const stored = await this.current(this.db.reader());
    const password = input.password || (stored?.passwordSealed ? this.box.open(stored.passwordSealed) : null);
    if (input.username && !password) throw new BadRequestException(NOTIFICATION_MESSAGES.noPasswordForTest);
    const target: SmtpTarget = {
      host: input.host,
      port: input.port ?? SMTP_DEFAULTS.port,
      secure: input.secure ?? SMTP_DEFAULTS.secure,
      username: input.username ?? null,
      password,
      fromEmail: input.fromEmail,
      fromName: input.fromName ?? null,
    };
    try {
      const sent = await sendMail(
        target,
        {
          to: input.to,
          subject: 'Test mail from Risk & Task Management',
          html: '<p>This is a test mail: the SMTP settings work.</p>',
          text: 'This is a test mail: the SMTP settings work.',
        },
        this.config.SMTP_TIMEOUT_MS,
      );
      return { ok: true, response: sent.response };
    } catch (error) {
      return { ok: false, response: error instanceof SmtpSendError ? error.response : String(error) };
    }
  }

  /** The active settings with the password opened, for sending; null when none are saved or they are switched off. */
  async activeTarget(em: EntityManager): Promise<SmtpTarget | null> {
    const row = await this.current(em);
    if (!row || !row.isActive) return null;
    return {
      host: row.host,
      port: row.port,
      secure: row.secure,
      username: row.username ?? null,
      password: row.passwordSealed ? this.box.open(row.passwordSealed) : null,
      fromEmail: row.fromEmail,
      fromName: row.fromName ?? null,
    };
  }

  private async current(em: EntityManager): Promise<SmtpSettings | null> {
    const [row] = await em.find(SmtpSettings, {}, { limit: 1 });
    return row ?? null;
  }
}
