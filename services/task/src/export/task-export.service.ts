import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import {
  TASK_EXPORT_LIMITS,
  TASK_MESSAGES,
  type Actor,
  type TaskExportBatch,
  type TaskExportBatchInput,
  type TaskExportRow,
} from '@rtm/contracts';
import { exportOrder, fitsOrder, rowsWithin } from './task-export-order.js';
import { TaskExportRepository, type TaskExportRecord } from './task-export.repository.js';

/** The task list's matches for the export, batch by batch (every signed-in role reads every task, as on the list). */
@Injectable()
export class TaskExportService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(TaskExportRepository) private readonly repository: TaskExportRepository,
  ) {}

  async batch(actor: Actor | null, input: TaskExportBatchInput): Promise<TaskExportBatch> {
    requireRole(actor);
    const { after, limit, ...filters } = input;
    if (filters.dueFrom && filters.dueTo && filters.dueFrom > filters.dueTo) throw new BadRequestException(TASK_MESSAGES.dueRangeInvalid);
    const order = exportOrder(filters.sort, filters.order);
    if (!fitsOrder(order, after)) throw new BadRequestException(TASK_EXPORT_POSITION_INVALID);
    const wanted = Math.min(limit ?? TASK_EXPORT_LIMITS.batchRows, TASK_EXPORT_LIMITS.batchRows);
    const records = await this.repository.batch(this.db.sql(), filters, order, after, wanted);
    const rows = rowsWithin(records.map(exportRow), TASK_EXPORT_LIMITS.batchBytes);
    const last = records[rows.length - 1];
    const more = rows.length < records.length || records.length === wanted;
    return { rows, next: more && last ? order.keys.map((_, i) => last[`k${i}`]) : null };
  }
}

/** Said to a caller that sends a position no batch gave (the gateway only sends those it got). */
const TASK_EXPORT_POSITION_INVALID = 'The export position does not fit the order';

function exportRow(record: TaskExportRecord): TaskExportRow {
  return {
    taskId: record.taskId,
    title: record.title,
    description: record.description,
    status: record.status,
    priority: record.priority,
    assigneeName: record.assigneeName,
    assigneeEmail: record.assigneeEmail,
    dueDate: record.dueDate,
    riskCodes: record.riskCodes,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
