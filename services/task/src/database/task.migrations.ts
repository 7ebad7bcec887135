import type { Migration } from '@rtm/backend/db';

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
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
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
];
