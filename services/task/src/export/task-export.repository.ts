import { Inject, Injectable } from '@nestjs/common';
import { isoTextSql } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import type { TaskExportFilters, TaskExportRow } from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';
import { TaskRepository } from '../tasks/task.repository.js';
import { afterSql, keyColumnsSql, orderSql, type ExportOrder } from './task-export-order.js';

/** A row of the export and its position (k0, k1... of keyColumnsSql). */
export type TaskExportRecord = TaskExportRow & Record<`k${number}`, string>;

/** The export's batches in one statement each: the list's filters (TaskRepository.where), the keyset, the columns. */
@Injectable()
export class TaskExportRepository {
  constructor(
    @Inject(TaskSchema) private readonly schema: TaskSchema,
    @Inject(TaskRepository) private readonly tasks: TaskRepository,
  ) {}

  async batch(
    em: SqlReader,
    filters: TaskExportFilters,
    order: ExportOrder,
    after: string[] | undefined,
    limit: number,
  ): Promise<TaskExportRecord[]> {
    const t = (name: string) => this.schema.table(name);
    const where = this.tasks.where(filters);
    const resume = afterSql(order, after);
    const conditions = [where.sql.replace(/^where /, ''), resume?.sql].filter(Boolean);
    return em.execute<TaskExportRecord[]>(
      `select t.task_id as "taskId", t.title, t.description, t.status, t.priority,
              nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as "assigneeName", a.email as "assigneeEmail",
              to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
              array(select rp.code from ${t('task_risk')} l join ${t('risk_projection')} rp on rp.id = l.risk_id
                     where l.task_id = t.id and rp.code is not null order by rp.code) as "riskCodes",
              ${isoTextSql('t.created_at')} as "createdAt", ${isoTextSql('t.updated_at')} as "updatedAt",
              ${keyColumnsSql(order)}
         from ${t('task')} t
         left join ${t('user_projection')} a on a.id = t.assigned_to_id
        ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
        order by ${orderSql(order)}
        limit ?`,
      [...where.params, ...(resume?.params ?? []), limit],
    );
  }
}
