import { describe, expect, it } from '@jest/globals';
import { matrixAsOfOf } from './useMatrixAsOf';

describe("the dashboard matrix's day in the URL (issue 26)", () => {
  it('reads ?matrixAsOf=YYYY-MM-DD as that day; absent or malformed is now (null)', () => {
    expect(matrixAsOfOf(new URLSearchParams(''))).toBeNull();
    expect(matrixAsOfOf(new URLSearchParams('matrixAsOf=2026-10-31'))).toBe('2026-10-31');
    expect(matrixAsOfOf(new URLSearchParams('matrixAsOf=2026-02-30'))).toBeNull();
    expect(matrixAsOfOf(new URLSearchParams('matrixAsOf=today'))).toBeNull();
  });
});
