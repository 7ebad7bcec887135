import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_SETTINGS_PURPOSE, SecretBox } from './secret-box.js';

describe('SecretBox (secrets at rest)', () => {
  const box = new SecretBox('a-test-key-of-enough-length', NOTIFICATION_SETTINGS_PURPOSE);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('pässwörd with spaces ');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('pässwörd');
    expect(box.open(sealed)).toBe('pässwörd with spaces ');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses a text sealed under another key or changed', () => {
    const sealed = box.seal('secret');
    expect(() => new SecretBox('another-key-of-enough-length', NOTIFICATION_SETTINGS_PURPOSE).open(sealed)).toThrow();
    expect(() => new SecretBox('a-test-key-of-enough-length', 'another-purpose').open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => box.open('plain')).toThrow('Unknown sealed secret format');
  });

  it('opens what the notification service sealed before the box moved to the library (same key, same purpose)', () => {
    // Sealed by services/notification/src/smtp/secret-box.ts before the move, under this key: stored SMTP passwords still open.
    expect(box.open('v1.7DzeHtkoxiSP+xAU.7se1gBu6EGl6AV5ir6Dm/w==.5aNmBIAkYqkzmvO5AQ==')).toBe('smtp-password');
  });
});
