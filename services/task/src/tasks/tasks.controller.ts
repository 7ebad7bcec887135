import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, IsUUID } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, TASK_MESSAGES, type Actor, type RpcResponse, type TasksByRiskInput } from '@rtm/contracts';
import { CreateTaskDto, ListTasksDto, MyTaskSummaryQueryDto, RecordPageDto, TaskIdDto, UpdateTaskDto } from '@rtm/contracts/validation';
import { TasksService } from './tasks.service.js';

const S = SUBJECTS.task;

class TasksByRiskDto extends RecordPageDto implements TasksByRiskInput {
  @IsUUID('all', { message: TASK_MESSAGES.riskIdInvalid })
  riskId!: string;
}

class UpdateTaskRequest extends UpdateTaskDto {
  @IsString()
  id!: string;
}

@Controller()
export class TasksController {
  constructor(@Inject(TasksService) private readonly tasks: TasksService) {}

  /** Answers `{ items, total }`; the gateway turns it into the array plus X-Total-Count. */
  @MessagePattern(S.tasksList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListTasksDto): Promise<RpcResponse<typeof S.tasksList>> {
    return this.tasks.list(actor, data);
  }

  @MessagePattern(S.tasksMine)
  mine(@RpcActor() actor: Actor | null, @RpcData() data: ListTasksDto): Promise<RpcResponse<typeof S.tasksMine>> {
    return this.tasks.list(actor, data, true);
  }

  @MessagePattern(S.tasksMineSummary)
  mineSummary(@RpcActor() actor: Actor | null, @RpcData() data: MyTaskSummaryQueryDto): Promise<RpcResponse<typeof S.tasksMineSummary>> {
    return this.tasks.mineSummary(actor, data ?? {});
  }

  @MessagePattern(S.tasksGet)
  get(@RpcActor() actor: Actor | null, @RpcData() data: TaskIdDto): Promise<RpcResponse<typeof S.tasksGet>> {
    return this.tasks.get(actor, data.id);
  }

  @MessagePattern(S.tasksRisks)
  risks(@RpcActor() actor: Actor | null, @RpcData() data: TaskIdDto): Promise<RpcResponse<typeof S.tasksRisks>> {
    return this.tasks.risks(actor, data.id);
  }

  @MessagePattern(S.tasksByRisk)
  byRisk(@RpcActor() actor: Actor | null, @RpcData() data: TasksByRiskDto): Promise<RpcResponse<typeof S.tasksByRisk>> {
    return this.tasks.byRisk(actor, data.riskId, data);
  }

  @MessagePattern(S.tasksCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateTaskDto): Promise<RpcResponse<typeof S.tasksCreate>> {
    return this.tasks.create(actor, data);
  }

  @MessagePattern(S.tasksUpdate)
  update(@RpcActor() actor: Actor | null, @RpcData() data: UpdateTaskRequest): Promise<RpcResponse<typeof S.tasksUpdate>> {
    const { id, ...changes } = data;
    return this.tasks.update(actor, id, changes);
  }

  @MessagePattern(S.tasksDelete)
  remove(@RpcActor() actor: Actor | null, @RpcData() data: TaskIdDto): Promise<RpcResponse<typeof S.tasksDelete>> {
    return this.tasks.remove(actor, data.id);
  }
}
