import {
  ATTACHMENT_MESSAGES,
  BULK_EDIT_MESSAGES,
  ERRORS,
  IDENTITY_MESSAGES,
  LANGUAGE_MESSAGES,
  NOTIFICATION_MESSAGES,
  REPORT_MESSAGES,
  RISK_IMPORT_COLUMNS_AR,
  RISK_MESSAGES,
  TASK_MESSAGES,
  VALIDATION,
  type Language,
} from '@rtm/contracts';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';
import { AR_MESSAGES } from './messages.ar.js';
import { BULK_EDIT_AR } from './bulk-edit.ar.js';
import { ATTACHMENTS_AR } from './attachments.ar.js';
import { REPORTS_AR } from './reports.ar.js';

type Messages = Record<string, string | ((...args: never[]) => string)>;

/** A message with parameters, recognised by its English shape. */
interface Pattern {
  match: RegExp;
  render: (groups: string[]) => string;
}

const ENGLISH: Record<keyof typeof AR_MESSAGES, Messages> = {
  validation: VALIDATION,
  errors: ERRORS,
  identity: IDENTITY_MESSAGES,
  risk: RISK_MESSAGES,
  task: TASK_MESSAGES,
  language: LANGUAGE_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  gateway: GATEWAY_MESSAGES,
};

/** English text -> its Arabic, for every message without parameters. */
const EXACT = new Map<string, string>();
for (const [group, messages] of Object.entries(ENGLISH) as [keyof typeof AR_MESSAGES, Messages][]) {
  for (const [key, english] of Object.entries(messages)) {
    const arabic = (AR_MESSAGES[group] as Messages)[key];
    if (typeof english === 'string' && typeof arabic === 'string') EXACT.set(english, arabic);
  }
}
for (const [key, english] of Object.entries(BULK_EDIT_MESSAGES)) EXACT.set(english, BULK_EDIT_AR[key as keyof typeof BULK_EDIT_AR]);
for (const [key, english] of Object.entries(ATTACHMENT_MESSAGES)) EXACT.set(english, ATTACHMENTS_AR[key as keyof typeof ATTACHMENTS_AR]);
for (const [key, english] of Object.entries(REPORT_MESSAGES)) EXACT.set(english, REPORTS_AR[key as keyof typeof REPORTS_AR]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The English message with its parameter written as `\u0001`, as a pattern capturing the parameter. */
const shape = (english: string) => new RegExp(`^${escape(english).replace(/\u0001/g, '([\\s\\S]+?)')}$`);

/** An import column named in English, in Arabic (other texts as they are). */
const arabicColumn = (header: string) => (RISK_IMPORT_COLUMNS_AR as Record<string, string>)[header] ?? header;

const PATTERNS: Pattern[] = [
  { match: shape(ERRORS.serviceUnavailable('\u0001')), render: ([service]) => AR_MESSAGES.errors.serviceUnavailable(service) },
  { match: shape(ERRORS.answerTooLarge('\u0001')), render: ([service]) => AR_MESSAGES.errors.answerTooLarge(service) },
  { match: shape(ERRORS.answerNotSent('\u0001')), render: ([service]) => AR_MESSAGES.errors.answerNotSent(service) },
  { match: shape(RISK_MESSAGES.missingColumns(['\u0001'])), render: ([column]) => AR_MESSAGES.risk.missingColumns([arabicColumn(column)]) },
  {
    match: shape(RISK_MESSAGES.missingColumns(['\u0001', '\u0001']).replace('\u0001, \u0001', '\u0001')),
    render: ([columns]) => AR_MESSAGES.risk.missingColumns(columns.split(', ').map(arabicColumn)),
  },
  {
    match: shape(RISK_MESSAGES.unknownRiskType('\u0001', '\u0001')),
    render: ([given, options]) => AR_MESSAGES.risk.unknownRiskType(given, options),
  },
  { match: shape(RISK_MESSAGES.ownerNotFound('\u0001')), render: ([owner]) => AR_MESSAGES.risk.ownerNotFound(owner) },
  { match: shape(RISK_MESSAGES.noHistoryBefore('\u0001')), render: ([date]) => AR_MESSAGES.risk.noHistoryBefore(date) },
  { match: shape(RISK_MESSAGES.ownerAmbiguous('\u0001')), render: ([owner]) => AR_MESSAGES.risk.ownerAmbiguous(owner) },
  { match: shape(RISK_MESSAGES.departmentsNotFound(['\u0001'])), render: ([name]) => AR_MESSAGES.risk.departmentsNotFound([name]) },
  {
    match: shape(RISK_MESSAGES.departmentsNotFound(['\u0001', '\u0001']).replace('"\u0001", "\u0001"', '\u0001')),
    render: ([names]) => AR_MESSAGES.risk.departmentsNotFound([...names.matchAll(/"(.*?)"/g)].map((found) => found[1])),
  },
  { match: shape(RISK_MESSAGES.importRiskNotFound('\u0001')), render: ([riskId]) => AR_MESSAGES.risk.importRiskNotFound(riskId) },
  { match: shape(RISK_MESSAGES.importRiskRepeated('\u0001')), render: ([riskId]) => AR_MESSAGES.risk.importRiskRepeated(riskId) },
  {
    match: shape(RISK_MESSAGES.changedSinceExport('\u0001', '\u0001')),
    render: ([name, time]) => AR_MESSAGES.risk.changedSinceExport(name, time),
  },
  {
    match: shape(GATEWAY_MESSAGES.idempotencyOtherRequest('\u0001')),
    render: ([route]) => AR_MESSAGES.gateway.idempotencyOtherRequest(route),
  },
  // The template compiler's own message (which may run over several lines) stays as handlebars wrote it.
  ...(['subjectDoesNotCompile', 'bodyHtmlDoesNotCompile', 'bodyTextDoesNotCompile'] as const).map((key) => ({
    match: shape(NOTIFICATION_MESSAGES[key]('\u0001')),
    render: ([detail]: string[]) => AR_MESSAGES.notification[key](detail),
  })),
];

/** One message in `language`: the catalogue's text for a message the API knows; any other text as it is. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const exact = EXACT.get(message);
  if (exact !== undefined) return exact;
  for (const { match, render } of PATTERNS) {
    const found = match.exec(message);
    if (found) return render(found.slice(1));
  }
  return message;
}

/**
 * Several messages joined with '; ' (the error body's `message`): each one translated, joined the language's way. A
 * known message that itself holds '; ' (ATTACHMENT_MESSAGES.tooMany) is translated whole.
 */
export function translateMessages(message: string, language: Language): string {
  if (language === 'en') return message;
  const whole = EXACT.get(message);
  if (whole !== undefined) return whole;
  return message
    .split('; ')
    .map((part) => translateMessage(part, language))
    .join('؛ ');
}
