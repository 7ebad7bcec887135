import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as every authenticator app reads them from an
 * otpauth URI: HMAC-SHA1, 6 digits, 30-second steps. The rules of issue 30's two-factor sign-in; written on node:crypto
 * (a few lines, checked against the RFCs' own test values in totp.spec.ts) rather than with a dependency.
 */
export const TOTP = {
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted either side of now: a phone's clock a little off, a code typed as it turned. */
  window: 1,
  /** 160 bits, RFC 4226's recommended secret length for SHA-1. */
  secretBytes: 20,
} as const;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how otpauth URIs and people type secrets. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 in any case, with spaces, dashes or padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 text');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(secret: Buffer, counter: number, digits: number = TOTP.digits, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (RFC 6238's T, from the Unix epoch). */
export function timeStep(nowMs: number, periodSeconds: number = TOTP.periodSeconds): number {
  return Math.floor(nowMs / 1000 / periodSeconds);
}

/** RFC 6238 TOTP: the code at a moment. */
export function totp(
  secret: Buffer,
  nowMs: number,
  options: { digits?: number; periodSeconds?: number; algorithm?: TotpAlgorithm } = {},
): string {
  return hotp(secret, timeStep(nowMs, options.periodSeconds), options.digits, options.algorithm);
}

/**
 * The time step whose code `code` is, within TOTP.window steps of now and after `lastUsedStep` (a code, once
 * accepted, is not accepted again: RFC 6238 section 5.2), or null. The comparison takes the same time for every code.
 */
export function matchTotp(secret: Buffer, code: string, nowMs: number, lastUsedStep: number | null = null): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d+$/.test(typed) || typed.length !== TOTP.digits) return null;
  const now = timeStep(nowMs);
  let matched: number | null = null;
  for (let step = now - TOTP.window; step <= now + TOTP.window; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(typed));
    if (same && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** A new random secret, base32 (what the QR code carries and the person may type instead). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

/** The otpauth URI of Google Authenticator's key-URI format, which every authenticator app reads. */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** How many recovery codes an enrolment gives, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes such as `k7fq2-m9xwa` (50 random bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/**
 * The stored form of a recovery code: SHA-256 of the code as typed in any case, with or without its dash or spaces.
 * A fast hash suffices: each code carries 50 random bits, beyond guessing offline, and is refused once used.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
