import type { Migration } from '@rtm/backend/db';

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
];
