import { BULK_JOB_STATES } from '@rtm/contracts';
import { sqlTextList } from '../db/sql.js';
import { TIMESTAMP_COLUMNS } from '../db/ddl.js';

/**
 * The table of a service's bulk edit jobs (issue 27): who started it (and as whom it runs), the items and the changes,
 * and its progress, saved after each batch, so a restarted service goes on from the last saved batch. `lease_until`:
 * until when an instance works it (another takes it over once that has passed).
 */
export function bulkJobTable(table: string): string[] {
  return [
    `create table ${table} (
        id uuid primary key,
        created_by uuid not null,
        actor jsonb not null,
        ids jsonb not null,
        changes jsonb not null,
        state text not null check (state in (${sqlTextList(BULK_JOB_STATES)})),
        total integer not null,
        processed integer not null default 0,
        updated integer not null default 0,
        unchanged integer not null default 0,
        refused jsonb not null default '[]',
        refused_count integer not null default 0,
        lease_until timestamptz,
        ${TIMESTAMP_COLUMNS}
      )`,
    `create index ${table}_running_idx on ${table} (created_at) where state = 'running'`,
  ];
}
