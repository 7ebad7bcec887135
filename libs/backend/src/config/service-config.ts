import { IsInt, Max, Min } from 'class-validator';
import { BaseConfig } from './base-config.js';

/** Settings every service (not the gateway) shares. */
export class ServiceConfig extends BaseConfig {
  /** Days published outbox rows and processed-event records are kept (the audit trail is the activity log). */
  @IsInt()
  @Min(1)
  @Max(3650)
  EVENT_RETENTION_DAYS: number = 7;

  /** Minutes between two prunes of those tables (the first runs at start). */
  @IsInt()
  @Min(1)
  @Max(1440)
  EVENT_PRUNE_INTERVAL_MINUTES: number = 60;
}
