import { Type } from 'class-transformer';
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

  /** How often the attachments' sweep runs (ms; and once at start): objects without metadata go, metadata without object is reported (issue 28). */
  @Type(() => Number)
  @IsInt()
  @Min(60_000)
  ATTACHMENT_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
}
