import type { EntityManager } from '@mikro-orm/postgresql';
import { commentListJson, type CommentTables } from './comment-list.sql.js';
import { isUuid } from './sql.js';

/**
 * The JSON text of a page of the comments of record `id`, oldest first (commentListJson), as `{"items":[…],"total":n}`
 * (a Page, which the gateway answers as the array and X-Total-Count), or null when there is no such record.
 */
export async function commentListText(
  em: Pick<EntityManager, 'execute'>,
  tables: CommentTables,
  id: string,
  page: { limit: number; offset: number },
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await em.execute<{ found: boolean; total: number; items: string }[]>(commentListJson(tables), [
    id,
    id,
    id,
    page.limit,
    page.offset,
  ]);
  return row?.found ? `{"items":${row.items},"total":${row.total}}` : null;
}
