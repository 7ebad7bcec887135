import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { TaskIdDto } from '@rtm/contracts/validation';
import { TaskHistoryService } from './task-history.service.js';

const S = SUBJECTS.task;

@Controller()
export class HistoryController {
  constructor(@Inject(TaskHistoryService) private readonly history: TaskHistoryService) {}

  @MessagePattern(S.historyList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: TaskIdDto): Promise<RpcResponse<typeof S.historyList>> {
    return this.history.list(actor, data.id);
  }
}
