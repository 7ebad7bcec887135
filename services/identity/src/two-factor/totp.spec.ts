import { describe, expect, it } from '@jest/globals';
import {
  RECOVERY_CODE_COUNT,
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  hotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  timeStep,
  totp,
} from './totp.js';

const RFC_SECRET_SHA1 = Buffer.from('12345678901234567890');

describe('HOTP (RFC 4226, appendix D)', () => {
  it('gives the RFC’s codes for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET_SHA1, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238, appendix B)', () => {
  const sha256Secret = Buffer.from('12345678901234567890123456789012');
  const sha512Secret = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s: SHA-1 %s, SHA-256 %s, SHA-512 %s (8 digits)', (seconds, sha1, sha256, sha512) => {
    expect(totp(RFC_SECRET_SHA1, seconds * 1000, { digits: 8 })).toBe(sha1);
    expect(totp(sha256Secret, seconds * 1000, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(sha512Secret, seconds * 1000, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });
});

describe('matchTotp', () => {
  const secret = base32Decode(newTotpSecret());
  const now = Date.UTC(2026, 10, 28, 12, 0, 10);

  it('accepts the code of now and of one step either side, answering its step', () => {
    const step = timeStep(now);
    expect(matchTotp(secret, totp(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totp(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totp(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totp(secret, now).replace(/^(\d{3})/, '$1 '), now)).toBe(step);
  });

  it('refuses codes two steps away, malformed codes and another secret’s code', () => {
    expect(matchTotp(secret, totp(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totp(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, '', now)).toBeNull();
    // Another secret's code at a moment where the two secrets' codes differ in every accepted step.
    const at = 1_111_111_111_000;
    const other = Buffer.from('another-secret-of-20');
    expect([-30_000, 0, 30_000].map((d) => totp(RFC_SECRET_SHA1, at + d))).not.toContain(totp(other, at));
    expect(matchTotp(RFC_SECRET_SHA1, totp(other, at), at)).toBeNull();
  });

  it('refuses a code again once a step at or after it was used (a replay)', () => {
    const step = timeStep(now);
    const code = totp(secret, now);
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(matchTotp(secret, code, now, step - 1)).toBe(step);
    expect(matchTotp(secret, totp(secret, now + 30_000), now, step)).toBe(step + 1);
  });
});

describe('secrets, URIs and recovery codes', () => {
  it('base32 round-trips any bytes and reads typed secrets in any case with spaces', () => {
    for (const length of [0, 1, 5, 10, 20, 33]) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI'); // RFC 4648 section 10, without padding
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow('Not a base32 text');
  });

  it('makes 160-bit secrets, and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri({ issuer: 'Risk & Task', account: 'sara@example.com', secret }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Risk & Task:sara@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'Risk & Task',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('makes ten distinct recovery codes, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [code] = codes as [string];
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code.replace('-', ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(codes[1]!)).not.toBe(hashRecoveryCode(code));
  });
});
