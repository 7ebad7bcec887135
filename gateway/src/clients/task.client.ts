import { Inject, Injectable } from '@nestjs/common';
import { RpcClient, type JsonText } from '@rtm/backend/nats';
import {
  SUBJECTS,
  type Actor,
  type CreateCommentInput,
  type LinkedRiskDto,
  type TasksOfRisk,
  type ListTasksInput,
  type MyTaskSummary,
  type MyTaskSummaryInput,
  type Page,
  type RecordPageInput,
  type TaskCommentView,
  type TaskDetailView,
  type TaskHistoryEntryDto,
  type TaskInput,
  type TaskView,
  type UpdateTaskInput,
} from '@rtm/contracts';

const S = SUBJECTS.task;

/** The risk detail page shows linked tasks as optional extra: a slow task service must not hold it up. */
const LINKED_TASKS_TIMEOUT_MS = 3_000;

/** Requests to the task service, typed by subject (TaskRpc). Its reads answer complete views: nothing to compose here. */
@Injectable()
export class TaskClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  /** Tasks linked to a risk, and whether the task service knows the risk. */
  byRisk(riskId: string, page: RecordPageInput, actor: Actor): Promise<TasksOfRisk> {
    return this.rpc.call(S.tasksByRisk, { ...page, riskId }, actor, LINKED_TASKS_TIMEOUT_MS);
  }

  list(query: ListTasksInput, actor: Actor): Promise<JsonText<Page<TaskView>> | undefined> {
    return this.rpc.callJson(S.tasksList, query, actor);
  }

  mine(query: ListTasksInput, actor: Actor): Promise<JsonText<Page<TaskView>> | undefined> {
    return this.rpc.callJson(S.tasksMine, query, actor);
  }

  mineSummary(query: MyTaskSummaryInput, actor: Actor): Promise<MyTaskSummary> {
    return this.rpc.call(S.tasksMineSummary, query, actor);
  }

  get(id: string, actor: Actor): Promise<JsonText<TaskDetailView> | undefined> {
    return this.rpc.callJson(S.tasksGet, { id }, actor);
  }

  create(input: TaskInput, actor: Actor): Promise<TaskDetailView> {
    return this.rpc.call(S.tasksCreate, input, actor);
  }

  update(id: string, input: UpdateTaskInput, actor: Actor): Promise<TaskDetailView> {
    return this.rpc.call(S.tasksUpdate, { ...input, id }, actor);
  }

  remove(id: string, actor: Actor): Promise<{ id: string; taskId: string }> {
    return this.rpc.call(S.tasksDelete, { id }, actor);
  }

  risks(id: string, actor: Actor): Promise<LinkedRiskDto[]> {
    return this.rpc.call(S.tasksRisks, { id }, actor);
  }

  history(id: string, page: RecordPageInput, actor: Actor): Promise<Page<TaskHistoryEntryDto>> {
    return this.rpc.call(S.historyList, { ...page, id }, actor);
  }

  comments(taskId: string, page: RecordPageInput, actor: Actor): Promise<JsonText<Page<TaskCommentView>> | undefined> {
    return this.rpc.callJson(S.commentsList, { ...page, taskId }, actor);
  }

  addComment(input: CreateCommentInput, actor: Actor): Promise<TaskCommentView> {
    return this.rpc.call(S.commentsCreate, input, actor);
  }
}
