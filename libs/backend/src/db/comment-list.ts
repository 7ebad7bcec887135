import type { EntityManager } from '@mikro-orm/postgresql';
import { commentListJson, type CommentTables } from './comment-list.sql.js';
import { isUuid } from './sql.js';

/** The JSON text of the comments of record `id`, oldest first (commentListJson), or null when there is no such record. */
export async function commentListText(em: Pick<EntityManager, 'execute'>, tables: CommentTables, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await em.execute<{ found: boolean; items: string }[]>(commentListJson(tables), [id, id]);
  return row?.found ? row.items : null;
}
