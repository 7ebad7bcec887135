/**
 * Pieces of DDL that several slices' migrations write alike. Migrations already applied must produce the same SQL to
 * the character (each service pins its own in `<slice>.migrations.spec.ts`), so these keep the layout of the
 * statements they came from: columns indented by eight spaces, the closing parenthesis by six.
 */

/** The created_at and updated_at columns of a table whose rows change, as the last two columns of its `create table`. */
export const TIMESTAMP_COLUMNS = `created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()`;

/**
 * The comment thread of an entity: `<entity>_comment` (author, non-blank content, time), its rows deleted with the
 * entity, and the index that reads one entity's thread in order.
 */
export function commentTable(entity: string): string[] {
  return [
    `create table ${entity}_comment (
        id uuid primary key,
        ${entity}_id uuid not null references ${entity} (id) on delete cascade,
        author_id uuid not null,
        content text not null check (char_length(btrim(content)) > 0),
        created_at timestamptz not null default now()
      )`,
    `create index ${entity}_comment_${entity}_idx on ${entity}_comment (${entity}_id, created_at)`,
  ];
}
