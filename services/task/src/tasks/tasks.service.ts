import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { Clock, requireRole } from '@rtm/backend/app';
import { isUuid } from '@rtm/backend/db';
import { Transactions, sameAnswer, createEvent, type SqlReader } from '@rtm/backend/events';
import { recordPage } from '@rtm/contracts/validation';
import {
  TASK_MESSAGES,
  TASK_TRACKED_FIELDS,
  TaskCompleted,
  TaskCreated,
  TaskDeleted,
  TaskUpdated,
  calendarDate,
  completedAtAfter,
  taskCode,
  taskHistoryChanges,
  type Actor,
  type LinkedRiskDto,
  type TasksOfRisk,
  type ListTasksInput,
  type MyTaskSummary,
  type MyTaskSummaryInput,
  type Page,
  type RecordPageInput,
  type TaskChanges,
  type TaskDetailView,
  type TaskDto,
  type TaskInput,
  type TaskTrackedField,
  type TaskView,
  type UpdateTaskInput,
} from '@rtm/contracts';
import { TaskCommentsService } from '../comments/task-comments.service.js';
import { TaskReferences } from '../directory/references.js';
import { TaskHistoryService } from '../history/task-history.service.js';
import { taskPermissions } from './task-access.policy.js';
import { Task } from './task.entity.js';
import { linkedRisks, toLinkedTaskDto, toTaskDetailView, toTaskDto, toTaskView, type TaskRow } from './task.mapper.js';
import { TaskRepository } from './task.repository.js';
import { taskCountDeltas } from './task-counts.js';

const sortedIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();
const label = (task: { taskId: string; title: string }) => `${task.taskId}: ${task.title}`;

/** Tasks: reads as complete views, and the changes with their history entries and events (one transaction each). */
@Injectable()
export class TasksService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(TaskRepository) private readonly tasks: TaskRepository,
    @Inject(TaskReferences) private readonly references: TaskReferences,
    @Inject(TaskHistoryService) private readonly history: TaskHistoryService,
    @Inject(TaskCommentsService) private readonly comments: TaskCommentsService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(actor: Actor | null, filter: ListTasksInput, mine = false): Promise<Page<TaskView>> {
    const who = requireRole(actor);
    if (filter.dueFrom && filter.dueTo && filter.dueFrom > filter.dueTo) throw new BadRequestException(TASK_MESSAGES.dueRangeInvalid);
    const { rows, total } = await this.tasks.list(this.db.sql(), filter, mine ? who.id : undefined);
    return { items: rows.map(toTaskView), total };
  }

  /** The dashboard's counts of the actor's tasks; overdue is judged on the caller's calendar day (the server's by default). */
  async mineSummary(actor: Actor | null, input: MyTaskSummaryInput): Promise<MyTaskSummary> {
    const who = requireRole(actor);
    return this.tasks.mineSummary(this.db.reader(), who.id, input.today ?? calendarDate(this.clock.now()));
  }

  async get(actor: Actor | null, id: string): Promise<TaskDetailView> {
    const who = requireRole(actor);
    return this.detail(who, await this.findOrFail(this.db.sql(), id));
  }

  async risks(actor: Actor | null, id: string): Promise<LinkedRiskDto[]> {
    requireRole(actor);
    return linkedRisks(await this.findOrFail(this.db.reader(), id));
  }

  async byRisk(actor: Actor | null, riskId: string, page?: RecordPageInput): Promise<TasksOfRisk> {
    requireRole(actor);
    const em = this.db.reader();
    const [riskKnown, { rows, total }] = await Promise.all([
      this.tasks.knowsRisk(em, riskId),
      this.tasks.byRisk(em, riskId, recordPage(page)),
    ]);
    return { riskKnown, tasks: rows.map(toLinkedTaskDto), total };
  }

  /** Every role may create; the owner defaults to the signed-in user. */
  async create(actor: Actor | null, input: TaskInput): Promise<TaskDetailView> {
    const who = requireRole(actor);
    const ownerId = input.ownerId ?? who.id;
    const assignedToId = input.assignedToId ?? null;
    const riskIds = sortedIds(input.riskIds ?? []);
    await this.assertReferences({ ownerId: ownerId === who.id ? undefined : ownerId, assignedToId, riskIds });

    const now = this.clock.now();
    const year = now.getUTCFullYear();
    const code = taskCode(year, await this.tasks.takeNumbers(this.db.sql(), year, 1)); // before the transaction: see takeYearNumbers
    return this.db.run(async (tx, emit) => {
      const status = input.status ?? 'to_do';
      const task = tx.create(Task, {
        id: randomUUID(),
        taskId: code,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        ownerId,
        assignedToId,
        status,
        priority: input.priority ?? 'medium',
        dueDate: input.dueDate ?? null,
        completedAt: status === 'done' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush(); // links and history reference the task
      await this.tasks.setRiskLinks(tx, task.id, riskIds);
      this.history.record(tx, task.id, who, now, [{ action: 'created', oldValue: null, newValue: code }]);
      const row = await this.findOrFail(tx, task.id);
      const dto = toTaskDto(row);
      await this.tasks.count(tx, taskCountDeltas([], [dto])); // last: the count's row stays locked until commit
      emit(
        createEvent(TaskCreated, {
          actor: who,
          entity: { type: 'task', id: dto.id },
          description: `Created task ${label(dto)}`,
          data: { task: dto },
        }),
      );
      return this.detail(who, row);
    }, sameAnswer);
  }

  /**
   * A partial change. Status, priority, assignee and due date changes each write a history entry in the
   * same transaction; done sets completedAt, leaving done clears it. The assignee may change the status only.
   */
  async update(actor: Actor | null, id: string, input: UpdateTaskInput): Promise<TaskDetailView> {
    const who = requireRole(actor);
    const em = this.db.reader();
    const current = toTaskDto(await this.findOrFail(em, id));
    assertMayChange(who, current, input);

    const ownerChanges = input.ownerId !== undefined && input.ownerId !== current.ownerId;
    const assigneeChanges = input.assignedToId !== undefined && input.assignedToId !== current.assignedToId;
    const wantedRisks = input.riskIds !== undefined ? sortedIds(input.riskIds) : undefined;
    await this.assertReferences({
      ownerId: ownerChanges ? input.ownerId : undefined,
      assignedToId: assigneeChanges ? (input.assignedToId ?? null) : null,
      riskIds: wantedRisks?.filter((r) => !current.riskIds.includes(r)) ?? [],
    });

    return this.db.run(async (tx, emit) => {
      const task = await tx.findOne(Task, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!task) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
      const before = toTaskDto(await this.findOrFail(tx, id));
      assertMayChange(who, before, input);

      const changes = applyChanges(task, input);
      if (wantedRisks && wantedRisks.join(',') !== before.riskIds.join(',')) {
        await this.tasks.setRiskLinks(tx, id, wantedRisks);
        changes.riskIds = { from: before.riskIds, to: wantedRisks };
      }
      if (Object.keys(changes).length === 0) return this.detail(who, await this.findOrFail(tx, id));

      const now = this.clock.now();
      const completedAt = completedAtAfter(before.status, task.status, now);
      if (completedAt !== undefined) task.completedAt = completedAt;
      task.updatedAt = now;
      this.history.record(
        tx,
        id,
        who,
        now,
        taskHistoryChanges(before, {
          status: task.status,
          priority: task.priority,
          assignedToId: task.assignedToId ?? null,
          dueDate: task.dueDate ?? null,
        }),
      );
      await tx.flush();

      const row = await this.findOrFail(tx, id);
      const dto = toTaskDto(row);
      await this.tasks.count(tx, taskCountDeltas([before], [dto])); // last: the count's rows stay locked until commit
      const completed = changes.status !== undefined && dto.status === 'done';
      emit(
        createEvent(completed ? TaskCompleted : TaskUpdated, {
          actor: who,
          entity: { type: 'task', id },
          description: `${completed ? 'Completed' : 'Updated'} task ${label(dto)}`,
          data: { task: dto, changes },
        }),
      );
      return this.detail(who, row);
    });
  }

  /** Deletes the task with its comments, history and risk links in one transaction. */
  async remove(actor: Actor | null, id: string): Promise<{ id: string; taskId: string }> {
    const who = requireRole(actor);
    if (!isUuid(id)) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    return this.db.run(async (tx, emit) => {
      const task = await tx.findOne(Task, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!task) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
      if (!taskPermissions(who, { ownerId: task.ownerId, assignedToId: task.assignedToId ?? null }).canDelete)
        throw new ForbiddenException(TASK_MESSAGES.forbiddenDelete);
      const dto = toTaskDto(await this.findOrFail(tx, id));
      const deletedComments = await this.comments.deleteForTask(tx, id);
      await this.history.deleteForTask(tx, id);
      await this.tasks.setRiskLinks(tx, id, []);
      await tx.nativeDelete(Task, { id });
      await this.tasks.count(tx, taskCountDeltas([dto], []));
      emit(
        createEvent(TaskDeleted, {
          actor: who,
          entity: { type: 'task', id },
          description: `Deleted task ${label(dto)}`,
          data: { task: dto, deletedComments },
        }),
      );
      return { id, taskId: dto.taskId };
    });
  }

  private detail(actor: Actor, row: TaskRow): TaskDetailView {
    return toTaskDetailView(row, taskPermissions(actor, { ownerId: row.owner_id, assignedToId: row.assigned_to_id }));
  }

  private async findOrFail(em: SqlReader, id: string): Promise<TaskRow> {
    const row = isUuid(id) ? await this.tasks.findById(em, id) : null;
    if (!row) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    return row;
  }

  /** A new owner and assignee must be active users; linked risks must exist (the service's projections). */
  private async assertReferences(refs: { ownerId?: string; assignedToId: string | null; riskIds: string[] }): Promise<void> {
    const check = await this.references.check(this.db.reader(), {
      activeUserIds: [refs.ownerId, refs.assignedToId].filter((u): u is string => !!u),
      riskIds: refs.riskIds,
    });
    if (refs.ownerId && check.inactiveUsers.includes(refs.ownerId)) throw new BadRequestException(TASK_MESSAGES.ownerNotActive);
    if (check.inactiveUsers.length > 0) throw new BadRequestException(TASK_MESSAGES.assigneeNotActive);
    if (check.missingRisks.length > 0) throw new BadRequestException(TASK_MESSAGES.riskUnknown);
  }
}

/** Edit rights for this change: everything for owner, manager and system admin; the status alone for the assignee. */
function assertMayChange(actor: Actor, task: Pick<TaskDto, 'ownerId' | 'assignedToId' | 'status'>, input: UpdateTaskInput): void {
  const permissions = taskPermissions(actor, task);
  if (permissions.canEdit) return;
  const onlyStatus = Object.entries(input).every(([key, value]) => key === 'status' || value === undefined);
  if (permissions.canChangeStatus && onlyStatus) return;
  throw new ForbiddenException(permissions.canChangeStatus ? TASK_MESSAGES.forbiddenStatusOnly : TASK_MESSAGES.forbiddenEdit);
}

/** Sets the tracked fields that differ and reports them, field by field. */
function applyChanges(task: Task, next: UpdateTaskInput): TaskChanges {
  const changes: TaskChanges = {};
  const normalised: Partial<Pick<TaskDto, TaskTrackedField>> = {
    ...next,
    ...(next.title !== undefined ? { title: next.title.trim() } : {}),
    ...(next.description !== undefined ? { description: next.description?.trim() || null } : {}),
  };
  for (const field of TASK_TRACKED_FIELDS) {
    const to = normalised[field];
    if (to === undefined) continue;
    const from = (task[field] ?? null) as TaskDto[typeof field];
    if (from === (to ?? null)) continue;
    (changes as Record<string, unknown>)[field] = { from, to: to ?? null };
    (task as Record<string, unknown>)[field] = to ?? null;
  }
  return changes;
}
