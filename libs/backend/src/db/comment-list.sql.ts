/** Where a slice keeps its comments: the qualified names of its tables, and the column naming the commented record. */
export interface CommentTables {
  /** The comment table (commentTable's layout: id, <parent>_id, author_id, content, created_at). */
  comments: string;
  /** The commented records' table, keyed by id. */
  parent: string;
  /** The slice's user projection (the authors' names). */
  users: string;
  parentColumn: 'risk_id' | 'task_id';
}

/**
 * One statement for a page of a comment list: `found` (the commented record exists), `total` (its comments) and
 * `items`, the JSON text of the page's comments (RiskCommentView / TaskCommentView), oldest first. PostgreSQL writes each view with row_to_json of columns named and
 * ordered as the view's keys, so the text is what JSON.stringify gave the mapped rows (compact: json_build_object and
 * json_agg add spaces) and goes to the browser unparsed (JsonAnswer). Parameters: the record's id three times, then
 * the page's limit and offset. Plain SQL
 * without imports: the bench's floor runs this very statement.
 */
export function commentListJson({ comments, parent, users, parentColumn }: CommentTables): string {
  const column = (name: 'risk_id' | 'task_id') => (name === parentColumn ? `c.${name}` : 'null');
  return `select exists (select 1 from ${parent} p where p.id = ?) as found,
         (select count(*) from ${comments} c where c.${parentColumn} = ?)::int as total,
         '[' || coalesce((
           select string_agg(row_to_json(v)::text, ',' order by c.created_at, c.id)
             from (select * from ${comments} c where c.${parentColumn} = ? order by c.created_at, c.id limit ? offset ?) c
             left join ${users} u on u.id = c.author_id
             cross join lateral (
               select c.id, c.content, c.author_id as "authorId", ${column('risk_id')} as "riskId", ${column('task_id')} as "taskId",
                      to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
                      case when u.id is null then null else (select row_to_json(a) from (select u.id, u.first_name as "firstName",
                        u.last_name as "lastName", u.email, u.role, u.department_id as "departmentId",
                        u.profile_image_url as "profileImageUrl") a) end as author) v), '') || ']' as items`;
}
