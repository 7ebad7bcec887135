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
  {
    // RequestOutcomes: the requests carried out under a gateway's Idempotency-Key (24 h, the key's lifetime).
    name: '0000-request-outcomes',
    up: [
      `create table if not exists request_outcome (
        actor_id text not null,
        request_key text not null,
        subject text not null,
        response jsonb,
        created_at timestamptz not null default now(),
        primary key (actor_id, request_key, subject)
      )`,
      `create index if not exists request_outcome_created_at_idx on request_outcome (created_at)`,
    ],
  },
];
