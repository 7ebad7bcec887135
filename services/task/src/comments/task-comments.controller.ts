import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, MaxLength } from 'class-validator';
import { RpcActor, RpcData, type JsonAnswer } from '@rtm/backend/nats';
import { SUBJECTS, TASK_MESSAGES, type Actor, type RpcResponse, type TaskCommentsInput } from '@rtm/contracts';
import { CreateCommentDto, RecordPageDto } from '@rtm/contracts/validation';
import { TaskCommentsService } from './task-comments.service.js';

const S = SUBJECTS.task;

class TaskCommentsQuery extends RecordPageDto implements TaskCommentsInput {
  @IsString({ message: TASK_MESSAGES.taskNotFound })
  @MaxLength(100, { message: TASK_MESSAGES.taskNotFound })
  taskId!: string;
}

@Controller()
export class TaskCommentsController {
  constructor(@Inject(TaskCommentsService) private readonly comments: TaskCommentsService) {}

  @MessagePattern(S.commentsList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: TaskCommentsQuery): Promise<JsonAnswer<RpcResponse<typeof S.commentsList>>> {
    return this.comments.list(actor, data.taskId, data);
  }

  @MessagePattern(S.commentsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateCommentDto): Promise<RpcResponse<typeof S.commentsCreate>> {
    return this.comments.create(actor, data);
  }
}
