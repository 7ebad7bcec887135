import { IsString } from 'class-validator';
import { ServiceConfig } from '@rtm/backend/config';

export class NotificationConfig extends ServiceConfig {
  @IsString()
  NOTIFICATION_SCHEMA = 'notification';
}
