import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addCountsSql, escapeLike, pgArray, takeYearNumbers } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import { userSummaryJson } from '@rtm/backend/projections';
import { LIMITS, TASK_CODE_PATTERN, type ListTasksInput, type MyTaskSummary, type TaskSortField } from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';
import type { TaskRow } from './task.mapper.js';
import type { TaskCountDelta } from './task-counts.js';

/** Order clauses per sort field; each ends in something unique so pages never overlap. */
function orderBy(sort: TaskSortField = 'createdAt', order?: 'asc' | 'desc'): string {
  const dir = order === 'asc' ? 'asc' : 'desc';
  const tail = 't.created_at desc, t.code_year desc, t.code_number desc';
  switch (sort) {
    case 'taskId':
      return `t.code_year ${dir}, t.code_number ${dir}`;
    case 'dueDate':
      return `t.due_date ${dir} nulls last, ${tail}`;
    case 'priority':
      return `array_position(array['low', 'medium', 'high', 'critical'], t.priority) ${dir}, ${tail}`;
    case 'status':
      return `t.status ${dir}, ${tail}`;
    case 'title':
      return `lower(t.title) ${dir}, ${tail}`;
    case 'updatedAt':
      return `t.updated_at ${dir}, ${tail}`;
    case 'createdAt':
    default:
      return `t.created_at ${dir}, t.code_year ${dir}, t.code_number ${dir}`;
  }
}

/**
 * Reads of tasks in plain SQL, as complete views in one query each: the task, its owner and assignee
 * (user projection) and its risk links with code, title and score (risk projection); the list with its
 * filters (each backed by an index, see the migrations). Writes of tasks go through the ORM entity.
 */
@Injectable()
export class TaskRepository {
  constructor(@Inject(TaskSchema) private readonly schema: TaskSchema) {}

  private select(from = this.schema.table('task'), extra?: string): string {
    const t = (n: string) => this.schema.table(n);
    return `select ${extra ? `${extra}, ` : ''}t.id, t.task_id, t.title, t.description, t.owner_id, t.assigned_to_id, t.status, t.priority,
        to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.completed_at, t.created_at, t.updated_at,
        ${userSummaryJson('o')} as owner, ${userSummaryJson('a')} as assigned_to,
        coalesce((select json_agg(json_build_object('id', l.risk_id, 'riskId', rp.code, 'title', rp.title, 'score', rp.score) order by l.risk_id)
                    from ${t('task_risk')} l left join ${t('risk_projection')} rp on rp.id = l.risk_id
                   where l.task_id = t.id), '[]'::json) as links
      from ${from} t
      left join ${t('user_projection')} o on o.id = t.owner_id
      left join ${t('user_projection')} a on a.id = t.assigned_to_id`;
  }

  /** WHERE clause of the list filters, plus "my tasks" of `mineOf` (isMyTask of the contracts, in SQL); the export's too. */
  where(filter: ListTasksInput, mineOf?: string): { sql: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (mineOf) {
      conditions.push(`(t.assigned_to_id = ? or (t.assigned_to_id is null and t.owner_id = ?))`);
      params.push(mineOf, mineOf);
    }
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      if (TASK_CODE_PATTERN.test(filter.search.toUpperCase())) {
        conditions.push(`(t.task_id = ? or t.title ilike ?)`);
        params.push(filter.search.toUpperCase(), pattern);
      } else {
        conditions.push(`(t.title ilike ? or t.task_id ilike ?)`);
        params.push(pattern, pattern);
      }
    }
    if (filter.status?.length) {
      conditions.push(`t.status in (?)`);
      params.push(filter.status);
    }
    if (filter.priority?.length) {
      conditions.push(`t.priority in (?)`);
      params.push(filter.priority);
    }
    if (filter.assignedToId) {
      conditions.push(`t.assigned_to_id = ?`);
      params.push(filter.assignedToId);
    }
    if (filter.ownerId) {
      conditions.push(`t.owner_id = ?`);
      params.push(filter.ownerId);
    }
    if (filter.dueFrom) {
      conditions.push(`t.due_date >= ?::date`);
      params.push(filter.dueFrom);
    }
    if (filter.dueTo) {
      conditions.push(`t.due_date <= ?::date`);
      params.push(filter.dueTo);
    }
    return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
  }

  /**
   * A page of tasks and the number of matches in one statement (one round trip): the count, and beside it (a lateral
   * join, so a page past the end still answers the count, in a row of nulls) the page, chosen on the bare table first
   * so only its rows are decorated.
   */
  async list(em: SqlReader, filter: ListTasksInput, mineOf?: string): Promise<{ rows: TaskRow[]; total: number }> {
    const where = this.where(filter, mineOf);
    const limit = filter.limit ?? LIMITS.taskPageDefault;
    const offset = filter.offset ?? 0;
    const order = orderBy(filter.sort, filter.order);
    const page = `(select t.* from ${this.schema.table('task')} t ${where.sql} order by ${order} limit ? offset ?)`;
    const result = await em.execute<(TaskRow & { total: number; page_order: number | null })[]>(
      `select c.total, p.* from (${this.total(filter, mineOf)}) c
       left join lateral (${this.select(page, `row_number() over (order by ${order}) as page_order`)}) p on true
       order by p.page_order`,
      [...where.params, ...where.params, limit, offset],
    );
    const total = Number(result[0]?.total ?? 0);
    return { rows: result[0]?.id == null ? [] : result, total };
  }

  /** The ids of the tasks of `filter` in the list's order, at most `max`, and how many match (a bulk edit's 'select all'). */
  async matchingIds(em: SqlReader, filter: ListTasksInput, max: number): Promise<{ ids: string[]; total: number }> {
    const where = this.where(filter);
    const [row] = await em.execute<{ ids: string[]; total: number }[]>(
      `select array(select t.id from ${this.schema.table('task')} t ${where.sql} order by ${orderBy(filter.sort, filter.order)} limit ?) as ids,
              c.total
         from (${this.total(filter)}) c`,
      [...where.params, max, ...where.params],
    );
    return { ids: row.ids, total: Number(row.total) };
  }

  /**
   * The statement counting the tasks of `filter` (column total; the parameters of where(filter, mineOf)): from the kept
   * counts (task_count, whose columns have the names of task's, so the same WHERE reads them) when the filter names only
   * status and priority (none for the unfiltered list), so its cost does not grow with the tasks; else a count of the
   * matching tasks ("my tasks", search, people, due dates).
   */
  private total(filter: ListTasksInput, mineOf?: string): string {
    const where = this.where(filter, mineOf).sql;
    return !mineOf && keptCountAnswers(filter)
      ? `select coalesce(sum(t.tasks), 0)::int as total from ${this.schema.table('task_count')} t ${where}`
      : `select count(*)::int as total from ${this.schema.table('task')} t ${where}`;
  }

  /** Applies `deltas` to the kept counts (task_count) in a statement of their own: run it last in the change's transaction. */
  async count(em: SqlReader, deltas: TaskCountDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const { sql, params } = addCountsSql(this.schema.table('task_count'), 'tasks', { key: { status: 'text', priority: 'text' } }, deltas);
    await em.execute(sql, params);
  }

  /** Counts over the user's tasks (the list's "my tasks" index): all, done, not done, and not done and due before `today`. */
  async mineSummary(em: EntityManager, userId: string, today: string): Promise<MyTaskSummary> {
    const where = this.where({}, userId);
    const [summary] = await em.execute<MyTaskSummary[]>(
      `select count(*)::int as total,
              count(*) filter (where t.status = 'done')::int as done,
              count(*) filter (where t.status <> 'done')::int as open,
              count(*) filter (where t.status <> 'done' and t.due_date < ?::date)::int as overdue
         from ${this.schema.table('task')} t ${where.sql}`,
      [today, ...where.params],
    );
    return summary;
  }

  async findById(em: SqlReader, id: string): Promise<TaskRow | null> {
    const rows = await em.execute<TaskRow[]>(`${this.select()} where t.id = ?`, [id]);
    return rows[0] ?? null;
  }

  /** Whether the risk projection holds the risk (created and not deleted, as far as the events tell). */
  async knowsRisk(em: EntityManager, riskId: string): Promise<boolean> {
    const rows = await em.execute<{ known: boolean }[]>(
      `select exists (select 1 from ${this.schema.table('risk_projection')} where id = ?) as known`,
      [riskId],
    );
    return rows[0].known;
  }

  /** A page of the tasks linked to a risk, oldest first, and how many there are. */
  async byRisk(
    em: EntityManager,
    riskId: string,
    { limit, offset }: { limit: number; offset: number },
  ): Promise<{ rows: Pick<TaskRow, 'id' | 'task_id' | 'title' | 'status' | 'priority' | 'due_date'>[]; total: number }> {
    const links = this.schema.table('task_risk');
    const [rows, [{ total }]] = await Promise.all([
      em.execute<Pick<TaskRow, 'id' | 'task_id' | 'title' | 'status' | 'priority' | 'due_date'>[]>(
        `select t.id, t.task_id, t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date
           from ${links} l join ${this.schema.table('task')} t on t.id = l.task_id
          where l.risk_id = ? order by t.created_at, t.id limit ? offset ?`,
        [riskId, limit, offset],
      ),
      em.execute<{ total: number }[]>(`select count(*)::int as total from ${links} where risk_id = ?`, [riskId]),
    ]);
    return { rows, total };
  }

  /** Makes the task's links exactly `riskIds`. */
  async setRiskLinks(em: EntityManager, taskId: string, riskIds: string[]): Promise<void> {
    await em.execute(`delete from ${this.schema.table('task_risk')} where task_id = ? and risk_id <> all(?::uuid[])`, [
      taskId,
      pgArray(riskIds),
    ]);
    if (riskIds.length === 0) return;
    await em.execute(
      `insert into ${this.schema.table('task_risk')} (task_id, risk_id) select ?, r from unnest(?::uuid[]) r on conflict do nothing`,
      [taskId, pgArray(riskIds)],
    );
  }

  /** Removes every link to a deleted risk; answers how many. */
  async unlinkRisk(em: EntityManager, riskId: string): Promise<number> {
    const rows = await em.execute<{ task_id: string }[]>(
      `delete from ${this.schema.table('task_risk')} where risk_id = ? returning task_id`,
      [riskId],
    );
    return rows.length;
  }

  /** `count` consecutive numbers of the year's task codes (see takeYearNumbers); answers the first. */
  takeNumbers(em: SqlReader, year: number, count: number): Promise<number> {
    return takeYearNumbers(em, this.schema.table('task_counter'), year, count);
  }
}

/** Per filter of the list, whether task_count keeps it (a new filter must say: the type checks it). */
const KEPT_FILTERS: Record<keyof ListTasksInput, boolean> = {
  search: false,
  status: true,
  priority: true,
  assignedToId: false,
  ownerId: false,
  dueFrom: false,
  dueTo: false,
  limit: true,
  offset: true,
  sort: true,
  order: true,
};

/** Whether task_count answers the number of tasks of `filter`: it names nothing the count does not keep. */
export function keptCountAnswers(filter: ListTasksInput): boolean {
  return Object.entries(filter).every(
    ([name, value]) =>
      KEPT_FILTERS[name as keyof ListTasksInput] === true || value == null || value === '' || (Array.isArray(value) && value.length === 0),
  );
}
