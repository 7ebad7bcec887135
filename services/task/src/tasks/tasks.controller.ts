import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsUUID } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, TASK_MESSAGES, type Actor, type RpcResponse, type TasksByRiskInput } from '@rtm/contracts';
import { TasksService } from './tasks.service.js';

class TasksByRiskDto implements TasksByRiskInput {
  @IsUUID('all', { message: TASK_MESSAGES.riskIdInvalid })
  riskId!: string;
}

@Controller()
export class TasksController {
  constructor(@Inject(TasksService) private readonly tasks: TasksService) {}

  @MessagePattern(SUBJECTS.task.tasksByRisk)
  byRisk(@RpcActor() actor: Actor | null, @RpcData() data: TasksByRiskDto): Promise<RpcResponse<typeof SUBJECTS.task.tasksByRisk>> {
    return this.tasks.byRisk(actor, data.riskId);
  }
}
