import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EmailTemplateDto, Language, TemplateType } from '@rtm/contracts';

/** A mail template of one type in one language (SPEC section 3; the type is unique per language). */
export const EmailTemplate = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_template',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    type: p.string().$type<TemplateType>(),
    language: p.string().$type<Language>(),
    subject: p.string(),
    bodyHtml: p.text(),
    bodyText: p.text().nullable(),
    isActive: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type EmailTemplate = InferEntity<typeof EmailTemplate>;

export function toEmailTemplateDto(t: EmailTemplate): EmailTemplateDto {
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    language: t.language,
    subject: t.subject,
    bodyHtml: t.bodyHtml,
    bodyText: t.bodyText ?? null,
    isActive: t.isActive,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
