import { IsString } from 'class-validator';
import { BaseConfig } from '@rtm/backend/config';

export class TaskConfig extends BaseConfig {
  @IsString()
  TASK_SCHEMA = 'task';
}
