import { IsInt, Max, Min } from 'class-validator';
import { BaseConfig } from './base-config.js';

/** Settings every service (not the gateway) shares. */
export class ServiceConfig extends BaseConfig {
  /** Deliveries of an event to one durable consumer before it goes to the dead_letter table. */
  @IsInt()
  @Min(1)
  @Max(100)
  CONSUMER_MAX_DELIVER: number = 5;

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
