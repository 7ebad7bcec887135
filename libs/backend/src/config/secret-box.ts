import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const VERSION = 'v1';

/** The scrypt salt of the notification service's settings (the SMTP password): sealed texts depend on it. */
export const NOTIFICATION_SETTINGS_PURPOSE = 'rtm-notification-settings';

/**
 * Encrypts a secret at rest with AES-256-GCM under a key derived from the configured key text (scrypt; the salt is
 * the purpose, fixed per use, so one key text gives each use its own key; the key text is the secret). Stored as
 * `v1.<iv>.<tag>.<ciphertext>`, base64 parts. Shared by the services that keep secrets (the SMTP password, and the
 * two-factor secrets of issue 30).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyText: string, purpose: string) {
    this.key = scryptSync(keyText, purpose, 32);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
  }

  /** Throws when the text was sealed under another key or changed. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}
