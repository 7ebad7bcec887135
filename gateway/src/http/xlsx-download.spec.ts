import { describe, expect, it } from '@jest/globals';
import { keysetBatches } from './xlsx-download.js';

describe(keysetBatches.name, () => {
  const pages = [
    { rows: [1, 2], next: 'a' },
    { rows: [3, 4], next: 'b' },
    { rows: [5], next: null },
  ];

  it('yields the rows of each batch, asking for the next from the position the last one gave, until none', async () => {
    const asked: (string | undefined)[] = [];
    const batches = keysetBatches(
      async (after: string | undefined) => {
        asked.push(after);
        return pages[asked.length - 1];
      },
      (batch) => batch.next,
      (batch) => batch.rows,
    );
    const rows: number[][] = [];
    for await (const batch of batches) rows.push(batch);
    expect(rows).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([undefined, 'a', 'b']);
  });

  it('asks for the next batch while the one before is written, and never further ahead', async () => {
    const asked: (string | undefined)[] = [];
    const batches = keysetBatches(
      async (after: string | undefined) => {
        asked.push(after);
        return pages[asked.length - 1];
      },
      (batch) => batch.next,
      (batch) => batch.rows,
    );
    await batches.next();
    await Promise.resolve();
    expect(asked).toEqual([undefined, 'a']);
  });

  it('passes a failed batch on to the reader', async () => {
    const batches = keysetBatches(
      async (after: string | undefined) => {
        if (after) throw new Error('service gone');
        return pages[0];
      },
      (batch) => batch.next,
      (batch) => batch.rows,
    );
    expect((await batches.next()).value).toEqual([1, 2]);
    await expect(batches.next()).rejects.toThrow('service gone');
  });
});
