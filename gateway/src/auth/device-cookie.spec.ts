import { describe, expect, it } from '@jest/globals';
import { DEVICE_COOKIE_DAYS, deviceCookieValue, isDeviceOf } from './device-cookie.js';

const SECRET = 'a-secret-of-the-gateway-for-tests';

describe('the device cookie', () => {
  it('names the browser a device of the user it signed in as (any case), and of no one else', () => {
    const value = deviceCookieValue(SECRET, 'Maria');
    expect(isDeviceOf(SECRET, value, 'maria')).toBe(true);
    expect(isDeviceOf(SECRET, value, ' MARIA ')).toBe(true);
    expect(isDeviceOf(SECRET, value, 'admin')).toBe(false);
  });

  it('is refused when forged, signed with another secret, altered, expired or missing', () => {
    const value = deviceCookieValue(SECRET, 'maria');
    const [, expires, signature] = value.split('.');
    const otherName = Buffer.from('admin').toString('base64url');
    expect(isDeviceOf(SECRET, `${otherName}.${expires}.${signature}`, 'admin')).toBe(false);
    expect(isDeviceOf('another-secret-of-another-gateway', value, 'maria')).toBe(false);
    expect(isDeviceOf(SECRET, `${value}x`, 'maria')).toBe(false);
    expect(isDeviceOf(SECRET, `${value}.more`, 'maria')).toBe(false);
    expect(isDeviceOf(SECRET, value, 'maria', Date.now() + (DEVICE_COOKIE_DAYS + 1) * 86_400_000)).toBe(false);
    expect(isDeviceOf(SECRET, undefined, 'maria')).toBe(false);
    expect(isDeviceOf(SECRET, '', 'maria')).toBe(false);
  });
});
