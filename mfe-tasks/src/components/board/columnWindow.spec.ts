import { describe, expect, it } from '@jest/globals';
import { columnWindow } from './columnWindow';

const tasks = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}` }));

describe('a board column window', () => {
  it('draws the first cards up to the limit', () => {
    expect(columnWindow(tasks(60), 25, new Set()).map((t) => t.id)).toEqual(tasks(25).map((t) => t.id));
    expect(columnWindow(tasks(3), 25, new Set())).toHaveLength(3);
  });

  it('keeps a card moved into the column in sight even past the limit, after the window', () => {
    const shown = columnWindow(tasks(60), 25, new Set(['t40', 't2']));
    expect(shown).toHaveLength(26);
    expect(shown[25].id).toBe('t40');
  });
});
