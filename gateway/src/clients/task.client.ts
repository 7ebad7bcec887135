import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type LinkedTaskDto } from '@rtm/contracts';

const S = SUBJECTS.task;

/** The risk detail page shows linked tasks as optional extra: a slow task service must not hold it up. */
const LINKED_TASKS_TIMEOUT_MS = 3_000;

/** Requests to the task service, typed by subject (TaskRpc). */
@Injectable()
export class TaskClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  /** Tasks linked to a risk. */
  byRisk(riskId: string, actor: Actor): Promise<LinkedTaskDto[]> {
    return this.rpc.call(S.tasksByRisk, { riskId }, actor, LINKED_TASKS_TIMEOUT_MS);
  }
}
