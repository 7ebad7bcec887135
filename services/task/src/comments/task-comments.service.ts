import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock, requireRole } from '@rtm/backend/app';
import { commentListText, isUuid } from '@rtm/backend/db';
import { JsonAnswer, type JsonText } from '@rtm/backend/nats';
import { recordPage } from '@rtm/contracts/validation';
import { Transactions, sameAnswer, createEvent, type SqlReader } from '@rtm/backend/events';
import { userSummaryJson } from '@rtm/backend/projections';
import {
  TASK_MESSAGES,
  TaskCommentAdded,
  VALIDATION,
  commentExcerpt,
  type Actor,
  type CreateCommentInput,
  type Page,
  type RecordPageInput,
  type TaskCommentView,
} from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';
import { TaskHistoryService } from '../history/task-history.service.js';
import { TaskRepository } from '../tasks/task.repository.js';
import { TaskComment } from './task-comment.entity.js';

/** Comments on tasks: list and add (with their authors' names from the user projection), and deletion with their task. */
@Injectable()
export class TaskCommentsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(TaskRepository) private readonly tasks: TaskRepository,
    @Inject(TaskHistoryService) private readonly history: TaskHistoryService,
    @Inject(TaskSchema) private readonly schema: TaskSchema,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Comments of a task, oldest first, as the JSON text PostgreSQL wrote; whether the task exists is asked in the same statement. */
  async list(actor: Actor | null, taskId: string, page?: RecordPageInput): Promise<JsonAnswer<Page<TaskCommentView>>> {
    requireRole(actor);
    const t = (name: string) => this.schema.table(name);
    const json = await commentListText(
      this.db.sql(),
      { comments: t('task_comment'), parent: t('task'), users: t('user_projection'), parentColumn: 'task_id' },
      taskId,
      recordPage(page),
    );
    if (json === null) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    return new JsonAnswer(json as JsonText<Page<TaskCommentView>>);
  }

  /** Any signed-in user may comment; the author is the actor. The comment is a history entry too. */
  async create(actor: Actor | null, input: CreateCommentInput): Promise<TaskCommentView> {
    const author = requireRole(actor);
    if (!input.taskId) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    const content = input.content?.trim() ?? '';
    if (!content) throw new BadRequestException(VALIDATION.contentRequired);
    const taskId = input.taskId;
    return this.db.run(async (tx, emit) => {
      const task = await this.taskOrFail(tx, taskId);
      const now = this.clock.now();
      const comment = tx.create(TaskComment, { id: randomUUID(), taskId, authorId: author.id, content, createdAt: now });
      this.history.record(tx, taskId, author, now, [
        { action: 'comment_added', oldValue: null, newValue: null, metadata: { commentId: comment.id } },
      ]);
      await tx.flush();
      emit(
        createEvent(TaskCommentAdded, {
          actor: author,
          entity: { type: 'task', id: taskId },
          description: `Commented on task ${task.task_id}: ${task.title}`,
          data: {
            commentId: comment.id,
            taskId,
            taskCode: task.task_id,
            taskTitle: task.title,
            ownerId: task.owner_id,
            assignedToId: task.assigned_to_id,
            excerpt: commentExcerpt(content),
          },
        }),
      );
      const [view] = await this.views(tx, 'c.id = ?', [comment.id]);
      return view;
    }, sameAnswer);
  }

  /** Deletes the comments of a task in the caller's transaction (the task's deletion); answers how many. */
  deleteForTask(tx: EntityManager, taskId: string): Promise<number> {
    return tx.nativeDelete(TaskComment, { taskId });
  }

  private async taskOrFail(em: SqlReader, taskId: string) {
    const task = isUuid(taskId) ? await this.tasks.findById(em, taskId) : null;
    if (!task) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    return task;
  }

  private async views(em: SqlReader, where: string, params: unknown[]): Promise<TaskCommentView[]> {
    const rows = await em.execute<(Omit<TaskCommentView, 'createdAt'> & { createdAt: Date | string })[]>(
      `select c.id, c.content, c.author_id as "authorId", null as "riskId", c.task_id as "taskId", c.created_at as "createdAt",
              ${userSummaryJson('u')} as author
         from ${this.schema.table('task_comment')} c left join ${this.schema.table('user_projection')} u on u.id = c.author_id
        where ${where} order by c.created_at, c.id`,
      params,
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  }
}
