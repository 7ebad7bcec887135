import { describe, expect, it } from '@jest/globals';
import { MAX_USERNAME_DELAY_SECONDS, usernameWaitSeconds, waitSeconds } from './login-throttle.js';

describe('waitSeconds (the growing wait of a username and address pair)', () => {
  it('lets the first failures pass, then doubles the wait from one minute up to an hour', () => {
    expect([1, 2, 3, 4].map((failures) => waitSeconds(failures, 5))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((failures) => waitSeconds(failures, 5))).toEqual([60, 120, 240, 480]);
    expect(waitSeconds(11, 5)).toBe(3600);
    expect(waitSeconds(500, 5)).toBe(3600);
  });
});

describe('usernameWaitSeconds (the growing wait of a username across all addresses)', () => {
  it('lets the first failures pass, then doubles the wait from one second, never beyond 30 seconds', () => {
    expect([1, 2, 3, 4].map((failures) => usernameWaitSeconds(failures, 5))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((failures) => usernameWaitSeconds(failures, 5))).toEqual([1, 2, 4, 8, 16]);
    expect(usernameWaitSeconds(10, 5)).toBe(MAX_USERNAME_DELAY_SECONDS);
    expect(usernameWaitSeconds(10_000, 5)).toBe(30);
  });
});
