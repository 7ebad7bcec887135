import type { Migration } from '@rtm/backend/db';
import { USER_PROJECTION_TABLE } from '@rtm/backend/projections';

export const NOTIFICATION_MIGRATIONS: Migration[] = [
  {
    name: '0001-activity-log-and-users-projection',
    up: [
      `create table activity (
        id uuid primary key,
        event_id uuid not null,
        action_type text not null,
        entity_type text not null,
        entity_id text not null,
        description text not null,
        user_id uuid,
        metadata jsonb,
        created_at timestamptz not null default now()
      )`,
      `create unique index activity_event_uq on activity (event_id)`,
      `create index activity_created_idx on activity (created_at desc, id desc)`,
      `create index activity_user_idx on activity (user_id)`,
      `create index activity_entity_idx on activity (entity_type, entity_id)`,
      // Names of the people in the log, fed by user events, so the log reads well while identity is down.
      `create table user_projection (
        user_id uuid primary key,
        first_name text,
        last_name text,
        email text,
        role text not null,
        occurred_at timestamptz not null
      )`,
    ],
  },
  {
    // The shared user projection of @rtm/backend/projections replaces this service's own; its rows are kept.
    name: '0002-directory-projections',
    up: [
      `alter table user_projection rename to user_projection_0001`,
      `alter index user_projection_pkey rename to user_projection_0001_pkey`,
      ...USER_PROJECTION_TABLE,
      `insert into user_projection (id, email, first_name, last_name, role, version_at)
         select user_id, email, first_name, last_name, role, occurred_at from user_projection_0001`,
      `drop table user_projection_0001`,
    ],
  },
];
