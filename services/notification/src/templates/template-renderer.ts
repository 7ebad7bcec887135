import Handlebars from 'handlebars';
import { NOTIFICATION_MESSAGES as M, type AppetiteBreachSample, type EmailTemplateInput } from '@rtm/contracts';

/** The values a template may use (SPEC section 3, plus riskTitle and riskId for risk mails, and those of issues 25 and 26's mails). */
export interface TemplateVariables {
  userName: string;
  taskTitle?: string;
  taskLink?: string;
  dueDate?: string;
  riskTitle?: string;
  riskId?: string;
  riskLink?: string;
  /** Escalation mails (task_overdue past a step of the ladder): the step (1 or 2) and the days overdue. */
  escalationStep?: number;
  daysOverdue?: number;
  /** Acceptance mails: the acceptance's last day (YYYY-MM-DD) and the request's justification. */
  expiresOn?: string;
  justification?: string;
  /** acceptance_decided: approved or rejected (a boolean, so each language words it: `{{#if approved}}`), and the approver's comment. */
  approved?: boolean;
  decisionComment?: string;
  /** acceptance_expiring: days from today to expiresOn. */
  daysLeft?: number;
  /** appetite_breached: the score the appetite compares (residual, else inherent) and its type's highest allowed. */
  assessedScore?: number;
  maxScore?: number;
  /** appetite_breached_summary: how many risks an appetite change took outside it, and the most urgent of them. */
  breachedCount?: number;
  risks?: Pick<AppetiteBreachSample, 'riskId' | 'title' | 'assessedScore'>[];
  /** daily_digest of an executive, while risks are outside appetite: how many, and the highest assessed scores first. */
  outsideAppetiteCount?: number;
  outsideAppetite?: OutsideAppetiteItem[];
  /** evidence_expiring (issue 28): the file, its last valid day, and its risk or task (code, title, link); daysLeft as above. */
  fileName?: string;
  validUntil?: string;
  itemCode?: string;
  itemTitle?: string;
  itemLink?: string;
  /** review_escalated: the name of the risk's owner (the mail goes to the manager of the owner's department). */
  ownerName?: string;
  /** daily_digest of a risk owner, while reviews of their risks are due soon or overdue: how many, and the earliest due first. */
  reviewsDueCount?: number;
  reviewsDue?: ReviewDueItem[];
  /** report_pack (issue 29): the schedule's name, the pack's title and as-of day (its PDF is attached), the Reports page. */
  scheduleName?: string;
  packTitle?: string;
  asOf?: string;
  reportsLink?: string;
}

/** A review due in the daily digest: the risk's code, title and page, the due date, and the days overdue (null when not yet). */
export interface ReviewDueItem {
  riskId: string;
  title: string;
  dueDate: string;
  daysOverdue: number | null;
  link: string;
}

/** A risk outside appetite in the daily digest: its code, title, score, its type's highest allowed, and its page. */
export interface OutsideAppetiteItem {
  riskId: string;
  title: string;
  assessedScore: number;
  maxScore: number;
  link: string;
}

export type TemplatePart = 'subject' | 'bodyHtml' | 'bodyText';

/** Our own handlebars environment: only the built-in helpers (if, unless, each, with), no partials or decorators. */
const hbs = Handlebars.create();

/** Why a template cannot be used, or null. Checked at save time, so a stored template always renders. */
export function templateProblem(part: TemplatePart, source: string): string | null {
  try {
    const ast = hbs.parse(source);
    const refused = new RefusedSyntax(part === 'bodyHtml');
    refused.accept(ast);
    if (refused.problem) return refused.problem;
    hbs.precompile(source, { knownHelpersOnly: true, strict: false });
    return null;
  } catch (error) {
    return (error as Error).message.trim();
  }
}

const MESSAGE: Record<TemplatePart, (detail: string) => string> = {
  subject: M.subjectDoesNotCompile,
  bodyHtml: M.bodyHtmlDoesNotCompile,
  bodyText: M.bodyTextDoesNotCompile,
};

/** The 400 message for the first part of `input` that does not compile, or null. */
export function templateError(input: Partial<Pick<EmailTemplateInput, TemplatePart>>): string | null {
  for (const part of ['subject', 'bodyHtml', 'bodyText'] as const) {
    const source = input[part];
    if (typeof source !== 'string') continue;
    const problem = templateProblem(part, source);
    if (problem) return MESSAGE[part](problem);
  }
  return null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string | undefined;
}

/**
 * Renders a stored template: values are HTML-escaped in the HTML body, plain in the subject (one line)
 * and the text body. Unknown helpers were refused when the template was saved.
 */
export function renderTemplate(
  template: { subject: string; bodyHtml: string; bodyText?: string | null },
  variables: TemplateVariables,
): RenderedMail {
  const options = { knownHelpersOnly: true, strict: false } as const;
  const runtime = { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false };
  const subject = hbs.compile(template.subject, { ...options, noEscape: true })(variables, runtime);
  return {
    subject: subject.replace(/[\r\n\u2028\u2029]+/g, ' ').trim(),
    html: hbs.compile(template.bodyHtml, options)(variables, runtime),
    text: template.bodyText ? hbs.compile(template.bodyText, { ...options, noEscape: true })(variables, runtime) : undefined,
  };
}

/** Partials and decorators are refused everywhere; unescaped output (`{{{x}}}`, `{{& x}}`) in the HTML body. */
class RefusedSyntax extends Handlebars.Visitor {
  problem: string | null = null;

  constructor(private readonly html: boolean) {
    super();
  }

  override PartialStatement(): void {
    this.problem ??= 'partials are not supported';
  }

  override PartialBlockStatement(): void {
    this.problem ??= 'partials are not supported';
  }

  override DecoratorBlock(): void {
    this.problem ??= 'decorators are not supported';
  }

  override Decorator(): void {
    this.problem ??= 'decorators are not supported';
  }

  override MustacheStatement(mustache: hbs.AST.MustacheStatement): void {
    if (this.html && !mustache.escaped) {
      const { line, column } = mustache.loc.start;
      this.problem ??= `unescaped output ({{{ }}} or {{& }}) is not allowed in the HTML body - ${line}:${column}`;
    }
    super.MustacheStatement(mustache);
  }
}
