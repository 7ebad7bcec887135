import { Inject, Injectable } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import type { Actor, LinkedTaskDto } from '@rtm/contracts';
import { Task, toLinkedTaskDto } from './task.entity.js';

@Injectable()
export class TasksService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  /** The tasks linked to a risk, oldest first, in one join query. Any signed-in user may read them. */
  async byRisk(actor: Actor | null, riskId: string): Promise<LinkedTaskDto[]> {
    requireRole(actor);
    const tasks = await this.db
      .reader()
      .createQueryBuilder(Task, 't')
      .select(['t.id', 't.taskId', 't.title', 't.status', 't.priority', 't.dueDate', 't.createdAt'])
      .join('t.riskLinks', 'l')
      .where({ 'l.riskId': riskId })
      .orderBy({ 't.createdAt': 'asc', 't.id': 'asc' })
      .getResultList();
    return tasks.map(toLinkedTaskDto);
  }
}
