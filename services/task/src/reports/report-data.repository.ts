import { Inject, Injectable } from '@nestjs/common';
import type { SqlReader } from '@rtm/backend/events';
import { REPORT_TITLE_CHARS, type ReportList, type ReportTaskRow } from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';

/**
 * The committee packs' overdue treatment tasks (issue 29): tasks linked to a risk, not done, due before the as-of day
 * (task_due_date_idx walks the due dates), of the department's people when one is given (the assignee, the owner while
 * unassigned), most overdue first, at most `limit`, and how many.
 */
@Injectable()
export class TaskReportRepository {
  constructor(@Inject(TaskSchema) private readonly schema: TaskSchema) {}

  async overdue(em: SqlReader, asOf: string, departmentId: number | undefined, limit: number): Promise<ReportList<ReportTaskRow>> {
    const t = (n: string) => this.schema.table(n);
    const params: unknown[] = [asOf];
    let department = '';
    if (departmentId != null) {
      department = `and exists (select 1 from ${t('user_projection')} p where p.id = coalesce(t.assigned_to_id, t.owner_id) and p.department_id = ?)`;
      params.push(departmentId);
    }
    const rows = await em.execute<(ReportTaskRow & { total: number })[]>(
      `select count(*) over ()::int as total, t.task_id as "taskId", left(t.title, ${REPORT_TITLE_CHARS}) as title, t.status, t.priority,
              nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as "assigneeName",
              to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
              coalesce((select array_agg(rp.code order by rp.code) from ${t('task_risk')} l
                          join ${t('risk_projection')} rp on rp.id = l.risk_id where l.task_id = t.id and rp.code is not null), '{}') as "riskCodes"
         from ${t('task')} t
         left join ${t('user_projection')} a on a.id = t.assigned_to_id
        where t.status <> 'done' and t.due_date < ?::date
          and exists (select 1 from ${t('task_risk')} l where l.task_id = t.id) ${department}
        order by t.due_date, t.code_year, t.code_number limit ?`,
      [...params, limit],
    );
    return { total: Number(rows[0]?.total ?? 0), items: rows.map(({ total: _t, ...row }) => row) };
  }
}
