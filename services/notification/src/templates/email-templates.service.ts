import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { Transactions, sameAnswer } from '@rtm/backend/events';
import {
  DEFAULT_LANGUAGE,
  NOTIFICATION_MESSAGES,
  TEMPLATE_TYPES,
  type Actor,
  type EmailTemplateDto,
  type EmailTemplateInput,
  type Language,
  type TemplateType,
  type UpdateEmailTemplateInput,
} from '@rtm/contracts';
import { EmailTemplate, toEmailTemplateDto } from './email-template.entity.js';
import { settingsChangedEvent } from '../common/settings-changes.js';
import { templateError } from './template-renderer.js';

const TEMPLATE_LOGGED_FIELDS = ['name', 'type', 'language', 'subject', 'bodyHtml', 'bodyText', 'isActive'] as const;

/** A template's fields as the activity log compares them. */
const loggedTemplate = (t: EmailTemplate) => Object.fromEntries(TEMPLATE_LOGGED_FIELDS.map((field) => [field, t[field] ?? null]));

/** The settings_changed event of a template's creation, change or deletion (null when nothing changed). */
function templateEvent(
  actor: Actor | null,
  template: EmailTemplate,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return settingsChangedEvent(actor, {
    setting: 'email_template',
    name: template.name,
    change: !before ? 'created' : after ? 'updated' : 'deleted',
    entityId: template.id,
    before,
    after,
    fields: TEMPLATE_LOGGED_FIELDS,
  });
}

/** Mail templates (system admins only): handlebars checked when saved, one per type and language. */
@Injectable()
export class EmailTemplatesService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  /** By type in the order of the spec's enumeration, English before Arabic. */
  async list(actor: Actor | null): Promise<EmailTemplateDto[]> {
    requireRole(actor, 'system_admin');
    const rows = await this.db.reader().find(EmailTemplate, {});
    const order = (t: EmailTemplate) => TEMPLATE_TYPES.indexOf(t.type) * 10 + (t.language === 'en' ? 0 : 1);
    return rows.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name)).map(toEmailTemplateDto);
  }

  async create(actor: Actor | null, input: EmailTemplateInput): Promise<EmailTemplateDto> {
    requireRole(actor, 'system_admin');
    assertCompiles(input);
    return this.unique(() =>
      this.db.run(async (tx, emit) => {
        const template = tx.create(EmailTemplate, {
          id: randomUUID(),
          name: input.name,
          type: input.type,
          language: input.language ?? DEFAULT_LANGUAGE,
          subject: input.subject,
          bodyHtml: input.bodyHtml,
          bodyText: input.bodyText ?? null,
          isActive: input.isActive ?? true,
        });
        await tx.flush();
        const event = templateEvent(actor, template, null, loggedTemplate(template));
        if (event) emit(event);
        return toEmailTemplateDto(template);
      }, sameAnswer),
    );
  }

  async update(actor: Actor | null, id: string, input: UpdateEmailTemplateInput): Promise<EmailTemplateDto> {
    requireRole(actor, 'system_admin');
    assertCompiles(input);
    return this.unique(() =>
      this.db.run(async (tx, emit) => {
        const template = await this.findOrFail(tx, id);
        const before = loggedTemplate(template);
        const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        tx.assign(template, changes);
        await tx.flush();
        const event = templateEvent(actor, template, before, loggedTemplate(template));
        if (event) emit(event);
        return toEmailTemplateDto(template);
      }),
    );
  }

  async delete(actor: Actor | null, id: string): Promise<{ id: string }> {
    requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      const template = await this.findOrFail(tx, id);
      tx.remove(template);
      const event = templateEvent(actor, template, loggedTemplate(template), null);
      if (event) emit(event);
      return { id };
    });
  }

  /** The active template of `type` in `language`, else the active English one; null when there is none. */
  async forMail(em: EntityManager, type: TemplateType, language: Language): Promise<EmailTemplate | null> {
    const rows = await em.find(EmailTemplate, { type, isActive: true, language: { $in: [language, DEFAULT_LANGUAGE] } });
    return rows.find((t) => t.language === language) ?? rows.find((t) => t.language === DEFAULT_LANGUAGE) ?? null;
  }

  private async findOrFail(tx: EntityManager, id: string): Promise<EmailTemplate> {
    const template = await tx.findOne(EmailTemplate, { id });
    if (!template) throw new NotFoundException(NOTIFICATION_MESSAGES.templateNotFound);
    return template;
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(NOTIFICATION_MESSAGES.templateTypeTaken);
      throw error;
    }
  }
}

function assertCompiles(input: UpdateEmailTemplateInput): void {
  const problem = templateError(input);
  if (problem) throw new BadRequestException(problem);
}
