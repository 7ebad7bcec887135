import type { Migration } from '../db/migrations.js';

/** Tables every service needs for the outbox and for idempotent consumers. */
export const EVENTS_MIGRATIONS: Migration[] = [
  {
    name: '0000-events-infrastructure',
    up: [
      `create table outbox_event (
        seq bigserial primary key,
        id uuid not null unique,
        subject text not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      )`,
      `create index outbox_event_unsent_idx on outbox_event (seq) where sent_at is null`,
      `create table processed_event (
        consumer text not null,
        event_id uuid not null,
        processed_at timestamptz not null default now(),
        primary key (consumer, event_id)
      )`,
      `create table dead_letter (
        id bigserial primary key,
        consumer text not null,
        event_id text,
        subject text not null,
        payload text not null,
        error text not null,
        failed_at timestamptz not null default now()
      )`,
    ],
  },
  {
    // The retention prune (event-retention.ts) finds old rows by these.
    name: '0000-events-retention-indexes',
    up: [
      `create index if not exists outbox_event_sent_at_idx on outbox_event (sent_at) where sent_at is not null`,
      `create index if not exists processed_event_processed_at_idx on processed_event (processed_at)`,
    ],
  },
];
