import { IsString } from 'class-validator';
import { ServiceConfig } from '@rtm/backend/config';

export class TaskConfig extends ServiceConfig {
  @IsString()
  TASK_SCHEMA = 'task';
}
