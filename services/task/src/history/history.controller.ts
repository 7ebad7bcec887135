import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, TASK_MESSAGES, type Actor, type RpcResponse, type TaskHistoryInput } from '@rtm/contracts';
import { RecordPageDto } from '@rtm/contracts/validation';
import { IsString, MaxLength } from 'class-validator';
import { TaskHistoryService } from './task-history.service.js';

const S = SUBJECTS.task;

class TaskHistoryQuery extends RecordPageDto implements TaskHistoryInput {
  @IsString({ message: TASK_MESSAGES.taskNotFound })
  @MaxLength(100, { message: TASK_MESSAGES.taskNotFound })
  id!: string;
}

@Controller()
export class HistoryController {
  constructor(@Inject(TaskHistoryService) private readonly history: TaskHistoryService) {}

  @MessagePattern(S.historyList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: TaskHistoryQuery): Promise<RpcResponse<typeof S.historyList>> {
    return this.history.list(actor, data.id, data);
  }
}
