/**
 * The attachments of `<entity>` (risk or task) in its service's schema (issue 28). No foreign key to the item: its
 * deletion does not wait for the files, whose rows and objects a consumer of the item's deletion removes (idempotent).
 */
export function attachmentTable(entity: 'risk' | 'task'): string[] {
  return [
    `create table ${entity}_attachment (
        id uuid primary key,
        ${entity}_id uuid not null,
        object text not null unique,
        file_name text not null check (char_length(file_name) between 1 and 200),
        file_size bigint not null check (file_size > 0),
        content_type text not null,
        sha256 char(64) not null,
        uploaded_by uuid not null,
        valid_until date,
        description text check (char_length(description) <= 500),
        reminded_at timestamptz,
        created_at timestamptz not null default now()
      )`,
    `create index ${entity}_attachment_${entity}_idx on ${entity}_attachment (${entity}_id, created_at desc, id desc)`,
    `create index ${entity}_attachment_valid_until_idx on ${entity}_attachment (valid_until) where valid_until is not null`,
  ];
}
