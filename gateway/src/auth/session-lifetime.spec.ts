import { describe, expect, it } from '@jest/globals';
import { sessionTimeLeftMs } from './session-lifetime.js';

const HOUR = 3_600_000;

describe('sessionTimeLeftMs', () => {
  it('is the idle lifetime while the absolute end is further away', () => {
    expect(sessionTimeLeftMs(0, 2 * HOUR, 8 * HOUR, 24 * HOUR)).toBe(8 * HOUR);
  });

  it('is cut at the absolute end once that is nearer than the idle lifetime', () => {
    expect(sessionTimeLeftMs(0, 20 * HOUR, 8 * HOUR, 24 * HOUR)).toBe(4 * HOUR);
  });

  it('is 0 at and after the absolute end, however recent the last request', () => {
    expect(sessionTimeLeftMs(0, 24 * HOUR, 8 * HOUR, 24 * HOUR)).toBe(0);
    expect(sessionTimeLeftMs(0, 30 * HOUR, 8 * HOUR, 24 * HOUR)).toBe(0);
  });

  it('is the absolute lifetime when that is shorter than the idle one', () => {
    expect(sessionTimeLeftMs(0, 0, 8 * HOUR, 4 * HOUR)).toBe(4 * HOUR);
  });
});
