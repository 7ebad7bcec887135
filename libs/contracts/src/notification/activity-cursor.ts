/**
 * A cursor of the activity log: the page just older or just newer than the activity `id` (the last or first row of
 * a page answered before). Opaque to clients: they send back what X-Next-Cursor or X-Prev-Cursor gave.
 */
export interface ActivityCursor {
  direction: 'older' | 'newer';
  id: string;
}

const FORMAT = /^(older|newer)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const encodeActivityCursor = (cursor: ActivityCursor): string => `${cursor.direction}.${cursor.id}`;

/** The cursor, or null when `text` is not one. */
export function decodeActivityCursor(text: unknown): ActivityCursor | null {
  const match = typeof text === 'string' ? FORMAT.exec(text) : null;
  return match ? { direction: match[1] as ActivityCursor['direction'], id: match[2].toLowerCase() } : null;
}
