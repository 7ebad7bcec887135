import { describe, expect, it } from '@jest/globals';
import { changeRounds } from './projection.js';

describe('changeRounds', () => {
  it("puts each row's changes in successive rounds, in their order, and rows side by side", () => {
    const changes = [
      { key: 'a', n: 1 },
      { key: 'b', n: 2 },
      { key: 'a', n: 3 },
      { key: 'c', n: 4 },
      { key: 'a', n: 5 },
      { key: 'b', n: 6 },
    ];
    expect(changeRounds(changes, (c) => c.key).map((round) => round.map((c) => c.n))).toEqual([[1, 2, 4], [3, 6], [5]]);
  });

  it('answers no round for no change', () => {
    expect(changeRounds([], () => 'x')).toEqual([]);
  });
});
