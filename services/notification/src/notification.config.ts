import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min, MinLength, NotEquals, ValidateIf } from 'class-validator';
import { IsTimeZone, ServiceConfig } from '@rtm/backend/config';

export const DEV_SETTINGS_KEY = 'dev-only-settings-key-change-me';

export class NotificationConfig extends ServiceConfig {
  @IsString()
  NOTIFICATION_SCHEMA = 'notification';

  /** Encrypts the stored SMTP password (AES-256-GCM with a key derived from it). The development default is refused in production. */
  @IsString()
  @MinLength(16, { message: 'SETTINGS_ENCRYPTION_KEY must be at least 16 characters' })
  @ValidateIf((c: NotificationConfig) => c.NODE_ENV === 'production')
  @NotEquals(DEV_SETTINGS_KEY, { message: 'SETTINGS_ENCRYPTION_KEY must be set to a secret value in production' })
  SETTINGS_ENCRYPTION_KEY: string = DEV_SETTINGS_KEY;

  /** How long one mail may take with the SMTP server, connection included (ms); the settings page's test mail has SMTP_TEST_TIMEOUT_MS. */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(10_000)
  SMTP_TIMEOUT_MS: number = 8000;

  /**
   * The whole test mail of the settings page (connection, greeting, login, sending), in ms. A failure without an SMTP
   * answer is reported only once this time is over, so the answer tells nothing about the port (closed or filtered).
   * Below the gateway's wait for the answer (15 s).
   */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(10_000)
  SMTP_TEST_TIMEOUT_MS: number = 5000;

  /** Where links in mails point (the app's address as users open it). */
  @IsString()
  APP_URL = 'http://localhost:3000';

  /** How often the sender looks for mails that are due (ms); a new mail is also sent right after it is recorded. */
  @Type(() => Number)
  @IsInt()
  @Min(50)
  MAIL_POLL_MS: number = 5000;

  /** Attempts of one mail before it is recorded as failed with the server's answer. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  MAIL_MAX_ATTEMPTS: number = 5;

  /** Wait before the first retry (ms); each further retry waits twice as long. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  MAIL_RETRY_BASE_MS: number = 60_000;

  /** How often the scheduler records reminders, overdue and escalation mails and digests (ms); it also runs once at start. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  SCHEDULER_INTERVAL_MS: number = 15 * 60_000;

  /** The time zone in which due dates are counted ("due within N days", "overdue by N days", the digest's day). */
  @IsTimeZone('MAIL_TIME_ZONE')
  MAIL_TIME_ZONE = 'UTC';

  /** Headless Chromium that prints the committee packs (issue 29): Debian's package by default. */
  @IsString()
  CHROMIUM_PATH = '/usr/bin/chromium';

  /** The organisation's name on every page of a committee pack. */
  @IsString()
  @MinLength(1, { message: 'REPORT_ORGANISATION_NAME must not be empty' })
  REPORT_ORGANISATION_NAME = 'Risk & Task Management';

  /** How long a pack waits for the risk or the task service's data (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  @Max(60_000)
  REPORT_DATA_TIMEOUT_MS: number = 20_000;

  /** How often the committee packs' schedules are looked at for a run that is due (ms); also once at start. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  REPORT_SCHEDULER_INTERVAL_MS: number = 60_000;

  /** A scheduled run that failed (the risk or the task service down, Chromium away) is tried again after this long (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  REPORT_SCHEDULE_RETRY_MS: number = 5 * 60_000;
}
