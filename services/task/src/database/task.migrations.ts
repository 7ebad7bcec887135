import { commentTable, sqlTextList, TIMESTAMP_COLUMNS, type Migration } from '@rtm/backend/db';
import { RISK_SUMMARY_TABLE, USER_PROJECTION_TABLE } from '@rtm/backend/projections';
import { bulkJobTable } from '@rtm/backend/jobs';
import { attachmentTable } from '@rtm/backend/attachments';
import { TASK_HISTORY_ACTIONS, TASK_PRIORITIES, TASK_STATUSES } from '@rtm/contracts';

export const TASK_MIGRATIONS: Migration[] = [
  {
    name: '0001-tasks-counters-and-risk-links',
    up: [
      `create table task (
        id uuid primary key,
        task_id text not null,
        title text not null check (char_length(title) between 1 and 255),
        description text,
        owner_id uuid not null,
        assigned_to_id uuid,
        status text not null default 'to_do' check (status in ('to_do', 'in_progress', 'done', 'blocked')),
        priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'critical')),
        due_date timestamptz,
        completed_at timestamptz,
        ${TIMESTAMP_COLUMNS}
      )`,
      `create unique index task_task_id_uq on task (task_id)`,
      `create index task_owner_idx on task (owner_id)`,
      `create index task_assignee_idx on task (assigned_to_id)`,
      `create index task_status_idx on task (status)`,
      `create index task_due_date_idx on task (due_date)`,
      `create index task_created_idx on task (created_at)`,
      // TSK-<year>-<n>: incremented in the same transaction as the insert (ARCHITECTURE.md, Persistence).
      `create table task_counter (
        year integer primary key,
        next_number integer not null default 1
      )`,
      // Risks belong to the risk service: no foreign key to them, only to our own tasks.
      `create table task_risk (
        task_id uuid not null references task (id) on delete cascade,
        risk_id uuid not null,
        primary key (task_id, risk_id)
      )`,
      `create index task_risk_risk_idx on task_risk (risk_id)`,
    ],
  },
  {
    // The task slice: due dates as calendar days, the code's parts for ordering, history, comments,
    // the projections of users and risks, and an index for every list filter and join.
    name: '0002-task-slice',
    up: [
      `alter table task alter column due_date type date using (due_date at time zone 'UTC')::date`,
      `alter table task add column code_year integer generated always as (split_part(task_id, '-', 2)::integer) stored,
                        add column code_number integer generated always as (split_part(task_id, '-', 3)::integer) stored`,
      `alter table task_counter add constraint task_counter_next_number_check check (next_number >= 1)`,
      // Trigram indexes for the search on title and code (ILIKE '%...%'), as in the risk service.
      `create extension if not exists pg_trgm with schema public`,
      `drop index task_owner_idx`,
      `drop index task_assignee_idx`,
      `drop index task_status_idx`,
      `drop index task_created_idx`,
      `create index task_created_idx on task (created_at desc, code_year desc, code_number desc)`,
      `create index task_owner_idx on task (owner_id, created_at desc)`,
      `create index task_assignee_idx on task (assigned_to_id, created_at desc)`,
      // "My tasks": assigned to me, or owned by me and assigned to nobody.
      `create index task_owner_unassigned_idx on task (owner_id, created_at desc) where assigned_to_id is null`,
      `create index task_status_idx on task (status, created_at desc)`,
      `create index task_priority_idx on task (priority, created_at desc)`,
      `create index task_updated_idx on task (updated_at)`,
      `create index task_title_trgm_idx on task using gin (title public.gin_trgm_ops)`,
      `create index task_code_trgm_idx on task using gin (task_id public.gin_trgm_ops)`,
      `create table task_history (
        id uuid primary key,
        task_id uuid not null references task (id) on delete cascade,
        action text not null check (action in (${sqlTextList(TASK_HISTORY_ACTIONS)})),
        description text not null,
        old_value text,
        new_value text,
        user_id uuid not null,
        metadata jsonb,
        created_at timestamptz not null default now()
      )`,
      `create index task_history_task_idx on task_history (task_id, created_at)`,
      ...commentTable('task'),
      ...USER_PROJECTION_TABLE,
      ...RISK_SUMMARY_TABLE,
    ],
  },
  {
    // Tasks per status and priority, kept in the transaction of each change (task-counts.ts), so the list's total
    // reads at most 16 rows instead of counting every task. A row whose count falls to 0 stays. Existing tasks are
    // counted once here; the migrations run before the service takes requests.
    name: '0003-task-count',
    up: [
      `create table task_count (
        status text not null check (status in (${sqlTextList(TASK_STATUSES)})),
        priority text not null check (priority in (${sqlTextList(TASK_PRIORITIES)})),
        tasks integer not null check (tasks >= 0),
        primary key (status, priority)
      )`,
      `insert into task_count (status, priority, tasks) select status, priority, count(*)::int from task group by status, priority`,
    ],
  },
  {
    // Bulk edit jobs (issue 27): more than 100 tasks at once are changed in the background, batch by batch, the
    // progress saved after each (libs/backend jobs), so a restart goes on where it stopped.
    name: '0004-task-bulk-job',
    up: [...bulkJobTable('task_bulk_job')],
  },
  {
    // Issue 28: evidence attached to tasks (the bytes in the JetStream object store, the metadata here).
    name: '0005-task-attachments',
    up: [...attachmentTable('task')],
  },
];
