import { IsInt, Max, Min } from 'class-validator';
import { BaseConfig } from './base-config.js';

/** Settings every service (not the gateway) shares. */
export class ServiceConfig extends BaseConfig {
  /** Deliveries of an event to one durable consumer before it goes to the dead_letter table. */
  @IsInt()
  @Min(1)
  @Max(100)
  CONSUMER_MAX_DELIVER: number = 5;
}
