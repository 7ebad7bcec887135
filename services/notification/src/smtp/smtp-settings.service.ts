import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { NOTIFICATION_SETTINGS_PURPOSE, SecretBox } from '@rtm/backend/config';
import {
  NOTIFICATION_MESSAGES,
  type Actor,
  type SmtpSettingsDto,
  type SmtpSettingsInput,
  type SmtpTestInput,
  type SmtpTestResultDto,
} from '@rtm/contracts';
import { maskedSecret, settingsChangedEvent } from '../common/settings-changes.js';
import type { NotificationConfig } from '../notification.config.js';
import { SMTP_DEFAULTS, SmtpSettings, toSmtpSettingsDto } from './smtp-settings.entity.js';
import { sendMail, SmtpSendError, type SmtpTarget } from './smtp-transport.js';
import { passwordForTest } from './test-password.js';

const SMTP_LOGGED_FIELDS = ['host', 'port', 'secure', 'username', 'password', 'fromEmail', 'fromName', 'isActive'] as const;

/** The settings as the activity log shows them: the password only masked. */
function loggedSmtp(row: SmtpSettings): Record<(typeof SMTP_LOGGED_FIELDS)[number], unknown> {
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    username: row.username ?? null,
    password: maskedSecret(Boolean(row.passwordSealed)),
    fromEmail: row.fromEmail,
    fromName: row.fromName ?? null,
    isActive: row.isActive,
  };
}

/** The SMTP settings (system admins only): one row, the password sealed at rest and never answered. */
@Injectable()
export class SmtpSettingsService {
  private readonly box: SecretBox;

  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.box = new SecretBox(config.SETTINGS_ENCRYPTION_KEY, NOTIFICATION_SETTINGS_PURPOSE);
  }

  async get(actor: Actor | null): Promise<SmtpSettingsDto> {
    requireRole(actor, 'system_admin');
    return toSmtpSettingsDto(await this.current(this.db.reader()));
  }

  /** Creates or replaces the settings; a password left out or empty keeps the stored one. */
  async save(actor: Actor | null, input: SmtpSettingsInput): Promise<SmtpSettingsDto> {
    requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      // The single row is locked, so two saves at once apply one after the other.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('notification:smtp_settings'))`);
      const row = await this.current(tx);
      const before = row ? loggedSmtp(row) : null;
      const logChange = (after: SmtpSettings) => {
        const event = settingsChangedEvent(actor, {
          setting: 'smtp',
          name: null,
          change: row ? 'updated' : 'created',
          entityId: 'smtp',
          before,
          after: loggedSmtp(after),
          fields: SMTP_LOGGED_FIELDS,
          replaced: input.password ? ['password'] : [],
        });
        if (event) emit(event);
      };
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
        logChange(row);
        return toSmtpSettingsDto(row);
      }
      const created = tx.create(SmtpSettings, { id: randomUUID(), passwordSealed: null, ...values });
      await tx.flush();
      logChange(created);
      return toSmtpSettingsDto(created);
    });
  }

  /**
   * Sends a test mail with the form's values and reports the server's answer. The stored password goes only to the
   * stored host and port (test-password.ts); the whole test has SMTP_TEST_TIMEOUT_MS. When no SMTP server answered,
   * the report is "could not connect", given when that time is over: neither its words nor its time tell a closed
   * port from a filtered one or from another kind of service.
   */
  async test(actor: Actor | null, input: SmtpTestInput): Promise<SmtpTestResultDto> {
    requireRole(actor, 'system_admin');
    const stored = await this.current(this.db.reader());
    const sealed = stored?.passwordSealed;
    const password = passwordForTest(
      input,
      stored && { host: stored.host, port: stored.port, password: sealed ? () => this.box.open(sealed) : null },
    );
    const target: SmtpTarget = {
      host: input.host,
      port: input.port ?? SMTP_DEFAULTS.port,
      secure: input.secure ?? SMTP_DEFAULTS.secure,
      username: input.username ?? null,
      password,
      fromEmail: input.fromEmail,
      fromName: input.fromName ?? null,
    };
    const timeoutMs = this.config.SMTP_TEST_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    try {
      const sent = await sendMail(
        target,
        {
          to: input.to,
          subject: 'Test mail from Risk & Task Management',
          html: '<p>This is a test mail: the SMTP settings work.</p>',
          text: 'This is a test mail: the SMTP settings work.',
        },
        timeoutMs,
      );
      return { ok: true, response: sent.response };
    } catch (error) {
      if (error instanceof SmtpSendError && error.replyCode !== null) return { ok: false, response: error.response };
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
      return { ok: false, response: NOTIFICATION_MESSAGES.smtpCouldNotConnect };
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
