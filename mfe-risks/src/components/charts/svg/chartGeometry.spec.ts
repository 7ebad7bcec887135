import { describe, expect, it } from '@jest/globals';
import { integerTicks, labelledIndexes, linePath, linearScale, nearestIndex, pointPositions, shortLabel } from './chartGeometry';

describe('chart geometry', () => {
  it('ticks whole numbers up to at least the largest value', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(integerTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(integerTicks(1234)).toEqual([0, 500, 1000, 1500]);
    for (const max of [1, 9, 99, 101, 4999, 100_000]) {
      const ticks = integerTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });

  it('scales values left to right, or right to left', () => {
    expect(linearScale(10, 100, 200)(5)).toBe(150);
    expect(linearScale(10, 100, 200)(0)).toBe(100);
    expect(linearScale(10, 100, 200, true)(0)).toBe(200);
    expect(linearScale(10, 100, 200, true)(10)).toBe(100);
    expect(linearScale(0, 100, 200)(0)).toBe(100);
  });

  it('spaces points evenly, the first at the start of the reading direction', () => {
    expect(pointPositions(3, 0, 100)).toEqual([0, 50, 100]);
    expect(pointPositions(3, 0, 100, true)).toEqual([100, 50, 0]);
    expect(pointPositions(1, 0, 100)).toEqual([50]);
    expect(pointPositions(0, 0, 100)).toEqual([]);
  });

  it('labels every month when there is room, else every k-th back from the newest', () => {
    expect([...labelledIndexes(12, 80, 60)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([...labelledIndexes(12, 40, 60)].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(labelledIndexes(24, 20, 60).has(23)).toBe(true);
  });

  it('breaks a line where a value is not known', () => {
    expect(
      linePath([
        { x: 0, y: null },
        { x: 10, y: 5 },
        { x: 20, y: 6 },
        { x: 30, y: null },
        { x: 40, y: 7.25 },
      ]),
    ).toBe('M10,5L20,6M40,7.3');
  });

  it('shortens long names with an ellipsis', () => {
    expect(shortLabel('Finance', 10)).toBe('Finance');
    expect(shortLabel('Information Technology', 10)).toBe('Informati…');
    expect(shortLabel('تقنية المعلومات والاتصالات', 8)).toBe('تقنية ا…');
  });

  it('finds the nearest point', () => {
    expect(nearestIndex([0, 50, 100], 60)).toBe(1);
    expect(nearestIndex([100, 50, 0], 90)).toBe(0);
  });
});
