import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SmtpSettingsDto } from '@rtm/contracts';

/** The one row of SMTP settings (SPEC section 3); the password only sealed (SecretBox). */
export const SmtpSettings = defineEntity({
  name: 'SmtpSettings',
  tableName: 'smtp_settings',
  properties: {
    id: p.uuid().primary(),
    host: p.string(),
    port: p.integer(),
    secure: p.boolean(),
    username: p.string().nullable(),
    passwordSealed: p.text().nullable(),
    fromEmail: p.string(),
    fromName: p.string().nullable(),
    isActive: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SmtpSettings = InferEntity<typeof SmtpSettings>;

/** The defaults of SPEC section 9 while nothing is saved. */
export const SMTP_DEFAULTS: SmtpSettingsDto = {
  id: null,
  host: '',
  port: 587,
  secure: false,
  username: null,
  hasPassword: false,
  fromEmail: '',
  fromName: null,
  isActive: true,
  createdAt: null,
  updatedAt: null,
};

export function toSmtpSettingsDto(s: SmtpSettings | null): SmtpSettingsDto {
  if (!s) return SMTP_DEFAULTS;
  return {
    id: s.id,
    host: s.host,
    port: s.port,
    secure: s.secure,
    username: s.username ?? null,
    hasPassword: Boolean(s.passwordSealed),
    fromEmail: s.fromEmail,
    fromName: s.fromName ?? null,
    isActive: s.isActive,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
