import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { isUuid } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import { userSummaryJson } from '@rtm/backend/projections';
import { recordPage } from '@rtm/contracts/validation';
import {
  TASK_MESSAGES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type Actor,
  type Page,
  type RecordPageInput,
  type TaskHistoryAction,
  type TaskHistoryChange,
  type TaskHistoryEntryDto,
  type TaskPriority,
  type TaskStatus,
} from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';
import { TaskRepository } from '../tasks/task.repository.js';
import { TaskHistory } from './task-history.entity.js';

export interface NewHistoryEntry extends TaskHistoryChange {
  metadata?: Record<string, unknown> | null;
  description?: string;
}

const none = (value: string | null) => value ?? 'none';
const status = (value: string | null) => (value ? TASK_STATUS_LABELS[value as TaskStatus] : 'none');
const priority = (value: string | null) => (value ? TASK_PRIORITY_LABELS[value as TaskPriority] : 'none');

/** The English sentence kept with an entry (screens render their own from action and values). */
function describe(entry: TaskHistoryChange): string {
  const sentences: Record<TaskHistoryAction, () => string> = {
    created: () => `Created task ${none(entry.newValue)}`,
    status_changed: () => `Status changed from ${status(entry.oldValue)} to ${status(entry.newValue)}`,
    completed: () => `Marked complete (was ${status(entry.oldValue)})`,
    reopened: () => `Reopened: status changed from Done to ${status(entry.newValue)}`,
    priority_changed: () => `Priority changed from ${priority(entry.oldValue)} to ${priority(entry.newValue)}`,
    assigned: () => (entry.newValue ? 'Assignee changed' : 'Assignee removed'),
    due_date_changed: () => `Due date changed from ${none(entry.oldValue)} to ${none(entry.newValue)}`,
    comment_added: () => 'Added a comment',
    attachment_added: () => 'Added an attachment',
  };
  return sentences[entry.action]();
}

/** A task's history: entries written in the transaction of the change they record, read with who and whom. */
@Injectable()
export class TaskHistoryService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(TaskRepository) private readonly tasks: TaskRepository,
    @Inject(TaskSchema) private readonly schema: TaskSchema,
  ) {}

  /** Writes entries in the caller's transaction, in order (one millisecond apart, so they read back in that order). */
  record(tx: EntityManager, taskId: string, actor: Actor, at: Date, entries: NewHistoryEntry[]): void {
    entries.forEach((entry, i) =>
      tx.create(TaskHistory, {
        id: randomUUID(),
        taskId,
        action: entry.action,
        description: entry.description ?? describe(entry),
        oldValue: entry.oldValue,
        newValue: entry.newValue,
        userId: actor.id,
        metadata: entry.metadata ?? null,
        createdAt: new Date(at.getTime() + i),
      }),
    );
  }

  /** A page of the history of a task, oldest first, and its number of entries. */
  async list(actor: Actor | null, taskId: string, page?: RecordPageInput): Promise<Page<TaskHistoryEntryDto>> {
    requireRole(actor);
    const em = this.db.reader();
    if (!isUuid(taskId) || !(await this.tasks.findById(em, taskId))) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    const t = (n: string) => this.schema.table(n);
    const assigned = (side: 'old' | 'new') =>
      `left join ${t('user_projection')} ${side} on h.action = 'assigned' and ${side}.id::text = h.${side}_value`;
    const { limit, offset } = recordPage(page);
    const entries = t('task_history');
    const [rows, [{ total }]] = await Promise.all([
      em.execute<(Omit<TaskHistoryEntryDto, 'createdAt'> & { createdAt: Date | string })[]>(
        `select h.id, h.task_id as "taskId", h.action, h.description, h.old_value as "oldValue", h.new_value as "newValue",
              h.user_id as "userId", h.metadata, h.created_at as "createdAt",
              ${userSummaryJson('u')} as "changedBy", ${userSummaryJson('old')} as "oldUser", ${userSummaryJson('new')} as "newUser"
         from (select * from ${entries} where task_id = ? order by created_at, id limit ? offset ?) h
         left join ${t('user_projection')} u on u.id = h.user_id
         ${assigned('old')} ${assigned('new')}
        order by h.created_at, h.id`,
        [taskId, limit, offset],
      ),
      em.execute<{ total: number }[]>(`select count(*)::int as total from ${entries} where task_id = ?`, [taskId]),
    ]);
    return { items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })), total };
  }

  /** Deletes a task's history in the caller's transaction (the task's deletion). */
  deleteForTask(tx: EntityManager, taskId: string): Promise<number> {
    return tx.nativeDelete(TaskHistory, { taskId });
  }
}
