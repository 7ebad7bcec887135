import { describe, expect, it } from '@jest/globals';
import { waitSeconds } from './login-throttle.js';

describe('waitSeconds (the growing wait of a username and address pair)', () => {
  it('lets the first failures pass, then doubles the wait from one minute up to an hour', () => {
    expect([1, 2, 3, 4].map((failures) => waitSeconds(failures, 5))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((failures) => waitSeconds(failures, 5))).toEqual([60, 120, 240, 480]);
    expect(waitSeconds(11, 5)).toBe(3600);
    expect(waitSeconds(500, 5)).toBe(3600);
  });
});
