import { BadRequestException } from '@nestjs/common';
import { NOTIFICATION_MESSAGES as M, type SmtpTestInput } from '@rtm/contracts';
import { SMTP_DEFAULTS } from './smtp-settings.entity.js';

/** The stored settings' server, and their password when one is stored (opened only when it may be sent). */
export interface StoredServer {
  host: string;
  port: number;
  password: (() => string) | null;
}

/**
 * The password the test mail logs in with: the typed one; else the stored one, but only to the stored host and port,
 * so a test mail cannot carry it to a server of someone's choosing. None without a username (no login).
 */
export function passwordForTest(input: SmtpTestInput, stored: StoredServer | null): string | null {
  if (input.password) return input.password;
  if (!input.username) return null;
  if (!stored?.password) throw new BadRequestException(M.noPasswordForTest);
  if (!sameServer(input, stored)) throw new BadRequestException(M.passwordForOtherServer);
  return stored.password();
}

function sameServer(input: SmtpTestInput, stored: StoredServer): boolean {
  return input.host.trim().toLowerCase() === stored.host.trim().toLowerCase() && (input.port ?? SMTP_DEFAULTS.port) === stored.port;
}
