/** Cards a board column draws at first, and how many more each 'Show more' adds. */
export const BOARD_COLUMN_STEP = 25;

/**
 * The cards a column draws: its first `limit` tasks, and after them any task moved into it that lies further down
 * (a card just dropped stays in sight). The board asks for up to 500 tasks; drawing every card made it take seconds
 * to become usable, so a column draws a window and grows it on request.
 */
export function columnWindow<T extends { id: string }>(column: readonly T[], limit: number, moved: ReadonlySet<string>): T[] {
  const head = column.slice(0, limit);
  const kept = column.slice(limit).filter((task) => moved.has(task.id));
  return [...head, ...kept];
}
