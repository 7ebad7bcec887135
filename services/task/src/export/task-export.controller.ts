import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ArrayMaxSize, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, TASK_EXPORT_LIMITS, type Actor, type RpcResponse, type TaskExportBatchInput } from '@rtm/contracts';
import { ListTasksDto } from '@rtm/contracts/validation';
import { TaskExportService } from './task-export.service.js';

const S = SUBJECTS.task;

/** The list's filters and order (its paging is not used), and the position after the previous batch. */
class TaskExportBatchDto extends ListTasksDto implements TaskExportBatchInput {
  @IsOptional()
  @ArrayMaxSize(3)
  @IsString({ each: true })
  after?: string[];

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(TASK_EXPORT_LIMITS.batchRows)
  declare limit?: number;
}

@Controller()
export class TaskExportController {
  constructor(@Inject(TaskExportService) private readonly exports: TaskExportService) {}

  @MessagePattern(S.tasksExport)
  batch(@RpcActor() actor: Actor | null, @RpcData() data: TaskExportBatchDto): Promise<RpcResponse<typeof S.tasksExport>> {
    const { offset: _offset, ...input } = data;
    return this.exports.batch(actor, input);
  }
}
