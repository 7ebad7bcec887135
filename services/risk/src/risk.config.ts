import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { IsTimeZone, ServiceConfig } from '@rtm/backend/config';
import { LIMITS } from '@rtm/contracts';

export class RiskConfig extends ServiceConfig {
  @IsString()
  RISK_SCHEMA = 'risk';

  /** Largest spreadsheet accepted by the import (bytes). */
  @IsInt()
  @Min(1024)
  IMPORT_MAX_BYTES: number = LIMITS.importMaxBytes;

  /** Most data rows (below the header) one import may hold. */
  @IsInt()
  @Min(1)
  IMPORT_MAX_ROWS: number = LIMITS.importMaxRows;

  /** Most entries in an .xlsx zip (a plain workbook has a few dozen). */
  @IsInt()
  @Min(10)
  IMPORT_MAX_ZIP_ENTRIES = 2000;

  /** Most cells with a value one import may hold: 10,000 rows of the risk export's 24 columns (issue 27). */
  @IsInt()
  @Min(100)
  IMPORT_MAX_CELLS = 250_000;

  /**
   * Most bytes an .xlsx may expand to, all entries together (zip-bomb guard): what 10,000 template rows with
   * long texts take (about 1.5 KB of text a row is 20 MB of XML), not more.
   */
  @IsInt()
  @Min(1024 * 1024)
  IMPORT_MAX_UNCOMPRESSED_BYTES = 32 * 1024 * 1024;

  /** How long create/update waits for a just-created owner or department to reach the projection (ms). */
  @IsInt()
  @Min(0)
  @Max(10_000)
  DIRECTORY_WAIT_MS = 1500;

  /** How often the acceptance expiry job looks for acceptances past their last day (ms; and once at start). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  ACCEPTANCE_EXPIRY_INTERVAL_MS = 60_000;

  /**
   * The time zone whose calendar days count reviews due and overdue (issue 26), as the notification service counts its
   * mails' days: set both services alike.
   */
  @IsTimeZone('MAIL_TIME_ZONE')
  MAIL_TIME_ZONE = 'UTC';

  /** How often the attachments' sweep runs (ms; and once at start): objects without metadata go, metadata without object is reported (issue 28). */
  @Type(() => Number)
  @IsInt()
  @Min(60_000)
  ATTACHMENT_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
}
