import { IsInt, IsString, Max, Min } from 'class-validator';
import { ServiceConfig } from '@rtm/backend/config';

export class TaskConfig extends ServiceConfig {
  @IsString()
  TASK_SCHEMA = 'task';

  /** How long create/update waits for a just-created user or risk to reach the projections (ms). */
  @IsInt()
  @Min(0)
  @Max(10_000)
  DIRECTORY_WAIT_MS: number = 1500;
}
