import { Transform } from 'class-transformer';
import { IsOptional, ValidateIf } from 'class-validator';
import { TEMPLATE_TYPES, type TemplateType } from '../../common/enums.js';
import { LANGUAGES, type Language } from '../../common/languages.js';
import { Check, PG_INT_MAX, toInt, trim, trimToNull, wholeIn as isIntIn } from '../../common/validation/helpers.js';
import type {
  EmailTemplateInput,
  EscalationIdInput,
  SmtpSettingsInput,
  SmtpTestInput,
  TemplateIdInput,
  UpdateEmailTemplateInput,
  UpdateEscalationSettingInput,
} from '../api.js';
import { NOTIFICATION_MESSAGES as M } from '../messages.js';

/** Checks of the settings screens' forms (SMTP, templates, escalation rules); backend-only like all of validation/. */

const HOST =
  /^(?=.{1,253}$)(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?)$/;
/** Shaped like an address, and nothing a mail header could be split on. */
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const ONE_LINE = /^[^\r\n\u2028\u2029]*$/;

const isText = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max;
const isLine = (max: number) => (v: unknown) => isText(max)(v) && ONE_LINE.test(v as string);
const isOptionalLine = (max: number) => (v: unknown) => v === null || v === undefined || isLine(max)(v);
const isBool = (v: unknown) => typeof v === 'boolean';
const isUuidText = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** At most two whole numbers of days, strictly ascending. */
export const MAX_ESCALATION_STEPS = 2;
const isLadder = (v: unknown) =>
  Array.isArray(v) && v.length <= MAX_ESCALATION_STEPS && v.every((step, i) => isIntIn(1, 365)(step) && (i === 0 || step > v[i - 1]));

export const MAX_TEMPLATE_BODY = 100_000;

/** Several decorators as one, applied like a stack written in this order (the first one's message wins). */
const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    [...decorators].reverse().forEach((decorate) => decorate(target, key));

/** Spaces around are dropped; line breaks stay, so the check refuses them. */
const trimSpaces = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/^ +| +$/g, '') : value);

const Active = () => Check('active', isBool, M.isActiveInvalid);

export class SmtpSettingsDto implements SmtpSettingsInput {
  @Check('smtpHostRequired', (v) => typeof v === 'string' && v !== '', M.hostRequired)
  @Check('smtpHost', (v) => typeof v === 'string' && HOST.test(v), M.hostInvalid)
  @Transform(trimSpaces)
  host!: string;

  @IsOptional()
  @Transform(toInt)
  @Check('smtpPort', isIntIn(1, 65535), M.portInvalid)
  port?: number;

  @IsOptional()
  @Check('smtpSecure', isBool, M.secureInvalid)
  secure?: boolean;

  @IsOptional()
  @Transform(trimToNull)
  @Check('smtpUsername', isOptionalLine(255), M.usernameInvalid)
  username?: string | null;

  /** Not trimmed: a password may start or end with a space. Empty keeps the stored one. */
  @IsOptional()
  @Check('smtpPassword', (v) => v === null || isLine(255)(v), M.passwordInvalid)
  password?: string | null;

  @Transform(trim)
  @Check('smtpFromEmail', (v) => typeof v === 'string' && v.length <= 255 && EMAIL.test(v), M.fromEmailInvalid)
  fromEmail!: string;

  @IsOptional()
  @Transform(trimToNull)
  @Check('smtpFromName', isOptionalLine(255), M.fromNameInvalid)
  fromName?: string | null;

  @IsOptional()
  @Active()
  isActive?: boolean;
}

export class SmtpTestDto extends SmtpSettingsDto implements SmtpTestInput {
  @Transform(trim)
  @Check('smtpTestTo', (v) => typeof v === 'string' && v.length <= 255 && EMAIL.test(v), M.testRecipientInvalid)
  to!: string;
}

/** The checks of each template field, shared by create (required fields) and update (every field optional). */
const TemplateName = () =>
  all(
    Check('templateName', (v) => typeof v === 'string' && v !== '', M.templateNameRequired),
    Check('templateNameLength', isText(255), M.templateNameTooLong),
    Transform(trim),
  );
const TemplateType = () => Check('templateType', (v) => (TEMPLATE_TYPES as readonly unknown[]).includes(v), M.templateTypeInvalid);
const TemplateLanguage = () => Check('templateLanguage', (v) => (LANGUAGES as readonly unknown[]).includes(v), M.templateLanguageInvalid);
const TemplateSubject = () =>
  all(
    Check('templateSubjectRequired', (v) => typeof v === 'string' && v !== '', M.subjectRequired),
    Check('templateSubject', isLine(500), M.subjectInvalid),
    Transform(trim),
  );
const TemplateBodyHtml = () =>
  all(
    Check('templateBodyHtml', (v) => typeof v === 'string' && v.trim() !== '', M.bodyHtmlRequired),
    Check('templateBodyLength', isText(MAX_TEMPLATE_BODY), M.bodyTooLong),
  );
const TemplateBodyText = () =>
  all(
    Check('templateBodyText', (v) => v === null || isText(MAX_TEMPLATE_BODY)(v), M.bodyTooLong),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value)),
  );

export class EmailTemplateDto implements EmailTemplateInput {
  @TemplateName()
  name!: string;

  @TemplateType()
  type!: TemplateType;

  @IsOptional()
  @TemplateLanguage()
  language?: Language;

  @TemplateSubject()
  subject!: string;

  @TemplateBodyHtml()
  bodyHtml!: string;

  @IsOptional()
  @TemplateBodyText()
  bodyText?: string | null;

  @IsOptional()
  @Active()
  isActive?: boolean;
}

/** PATCH: a field left out keeps its value; null is refused with the field's message except for bodyText, which it clears (the fuzz test found null reaching not-null columns as a 500). */
export class UpdateEmailTemplateDto implements UpdateEmailTemplateInput {
  @ValidateIf((_, value) => value !== undefined)
  @TemplateName()
  name?: string;

  @ValidateIf((_, value) => value !== undefined)
  @TemplateType()
  type?: TemplateType;

  @ValidateIf((_, value) => value !== undefined)
  @TemplateLanguage()
  language?: Language;

  @ValidateIf((_, value) => value !== undefined)
  @TemplateSubject()
  subject?: string;

  @ValidateIf((_, value) => value !== undefined)
  @TemplateBodyHtml()
  bodyHtml?: string;

  @IsOptional()
  @TemplateBodyText()
  bodyText?: string | null;

  @ValidateIf((_, value) => value !== undefined)
  @Active()
  isActive?: boolean;
}

export class TemplateIdDto implements TemplateIdInput {
  @Check('templateId', isUuidText, M.templateIdInvalid)
  id!: string;
}

export class UpdateEmailTemplateRpcDto extends UpdateEmailTemplateDto {
  @Check('templateId', isUuidText, M.templateIdInvalid)
  id!: string;
}

export class UpdateEscalationSettingDto implements UpdateEscalationSettingInput {
  @IsOptional()
  @Transform(toInt)
  @Check('daysBeforeDue', isIntIn(0, 365), M.daysBeforeDueInvalid)
  daysBeforeDue?: number;

  @IsOptional()
  @Transform(toInt)
  @Check('daysOverdue', isIntIn(0, 365), M.daysOverdueInvalid)
  daysOverdue?: number;

  /** Whether they come after daysOverdue is checked with the stored rule (the notification service). Null is refused. */
  @ValidateIf((_, value) => value !== undefined)
  @Check('escalationSteps', isLadder, M.escalationStepsInvalid)
  escalationSteps?: number[];

  /** Left out keeps it; null is refused (found by the fuzz test: it reached the not-null column as a 500). */
  @ValidateIf((_, value) => value !== undefined)
  @Active()
  isActive?: boolean;
}

export class EscalationIdDto implements EscalationIdInput {
  @Transform(toInt)
  @Check('escalationId', isIntIn(1, PG_INT_MAX), M.escalationIdInvalid)
  id!: number;
}

export class UpdateEscalationSettingRpcDto extends UpdateEscalationSettingDto {
  @Transform(toInt)
  @Check('escalationId', isIntIn(1, PG_INT_MAX), M.escalationIdInvalid)
  id!: number;
}
