import { IsInt, IsString, Max, Min } from 'class-validator';
import { BaseConfig } from '@rtm/backend/config';

export class NotificationConfig extends BaseConfig {
  @IsString()
  NOTIFICATION_SCHEMA = 'notification';

  /** Attempts per event before a consumer moves it to the dead_letter table. */
  @IsInt()
  @Min(1)
  @Max(100)
  CONSUMER_MAX_DELIVER: number = 5;
}
