import type { Language, TemplateType } from '@rtm/contracts';

export interface DefaultTemplate {
  type: TemplateType;
  language: Language;
  name: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
}

const html = (dir: 'ltr' | 'rtl', lines: string[]) => `<div dir="${dir}">\n${lines.map((l) => `  <p>${l}</p>`).join('\n')}\n</div>`;

type Texts = Record<TemplateType, { name: string; subject: string; lines: string[]; link?: 'task' | 'risk' }>;

const EN: Texts = {
  task_assigned: {
    name: 'Task assigned',
    subject: 'New task assigned: {{taskTitle}}',
    lines: ['Hello {{userName}},', 'The task "{{taskTitle}}" has been assigned to you.{{#if dueDate}} It is due on {{dueDate}}.{{/if}}'],
    link: 'task',
  },
  task_reminder: {
    name: 'Task reminder',
    subject: 'Reminder: {{taskTitle}} is due on {{dueDate}}',
    lines: ['Hello {{userName}},', 'This is a reminder that the task "{{taskTitle}}" is due on {{dueDate}}.'],
    link: 'task',
  },
  task_completed: {
    name: 'Task completed',
    subject: 'Task completed: {{taskTitle}}',
    lines: ['Hello {{userName}},', 'The task "{{taskTitle}}" has been marked as done.'],
    link: 'task',
  },
  task_overdue: {
    name: 'Task overdue',
    subject: 'Overdue: {{taskTitle}} was due on {{dueDate}}',
    lines: ['Hello {{userName}},', 'The task "{{taskTitle}}" was due on {{dueDate}} and is not done yet.'],
    link: 'task',
  },
  risk_created: {
    name: 'Risk reported',
    subject: 'New risk {{riskId}}: {{riskTitle}}',
    lines: ['Hello {{userName}},', 'The risk {{riskId}} "{{riskTitle}}" has been reported and you are its owner.'],
    link: 'risk',
  },
  risk_updated: {
    name: 'Risk updated',
    subject: 'Risk updated {{riskId}}: {{riskTitle}}',
    lines: ['Hello {{userName}},', 'The risk {{riskId}} "{{riskTitle}}", which you own, has been updated.'],
    link: 'risk',
  },
  daily_digest: {
    name: 'Daily digest',
    subject: 'Your open work for today',
    lines: ['Hello {{userName}},', 'Here is a summary of your open tasks and risks.'],
  },
};

const AR: Texts = {
  task_assigned: {
    name: 'إسناد مهمة',
    subject: 'مهمة جديدة مسندة إليك: {{taskTitle}}',
    lines: ['مرحبًا {{userName}}،', 'أُسندت إليك المهمة «{{taskTitle}}».{{#if dueDate}} موعد استحقاقها {{dueDate}}.{{/if}}'],
    link: 'task',
  },
  task_reminder: {
    name: 'تذكير بمهمة',
    subject: 'تذكير: موعد استحقاق {{taskTitle}} هو {{dueDate}}',
    lines: ['مرحبًا {{userName}}،', 'نذكّرك بأن موعد استحقاق المهمة «{{taskTitle}}» هو {{dueDate}}.'],
    link: 'task',
  },
  task_completed: {
    name: 'اكتمال مهمة',
    subject: 'اكتملت المهمة: {{taskTitle}}',
    lines: ['مرحبًا {{userName}}،', 'عُلّمت المهمة «{{taskTitle}}» على أنها منجزة.'],
    link: 'task',
  },
  task_overdue: {
    name: 'مهمة متأخرة',
    subject: 'متأخرة: كان موعد استحقاق {{taskTitle}} في {{dueDate}}',
    lines: ['مرحبًا {{userName}}،', 'كان موعد استحقاق المهمة «{{taskTitle}}» في {{dueDate}} ولم تُنجز بعد.'],
    link: 'task',
  },
  risk_created: {
    name: 'الإبلاغ عن خطر',
    subject: 'خطر جديد {{riskId}}: {{riskTitle}}',
    lines: ['مرحبًا {{userName}}،', 'أُبلغ عن الخطر {{riskId}} «{{riskTitle}}» وأنت مالكه.'],
    link: 'risk',
  },
  risk_updated: {
    name: 'تحديث خطر',
    subject: 'تحديث الخطر {{riskId}}: {{riskTitle}}',
    lines: ['مرحبًا {{userName}}،', 'حُدّث الخطر {{riskId}} «{{riskTitle}}» الذي تملكه.'],
    link: 'risk',
  },
  daily_digest: {
    name: 'الملخص اليومي',
    subject: 'أعمالك المفتوحة لهذا اليوم',
    lines: ['مرحبًا {{userName}}،', 'إليك ملخص مهامك ومخاطرك المفتوحة.'],
  },
};

const LINK_TEXT: Record<Language, Record<'task' | 'risk', string>> = {
  en: { task: 'Open the task', risk: 'Open the risk' },
  ar: { task: 'افتح المهمة', risk: 'افتح الخطر' },
};

function build(language: Language, texts: Texts): DefaultTemplate[] {
  return (Object.keys(texts) as TemplateType[]).map((type) => {
    const { name, subject, lines, link } = texts[type];
    const variable = link === 'task' ? 'taskLink' : 'riskLink';
    const htmlLines = link ? [...lines, `<a href="{{${variable}}}">${LINK_TEXT[language][link]}</a>`] : lines;
    const textLines = link ? [...lines, `${LINK_TEXT[language][link]}: {{${variable}}}`] : lines;
    return {
      type,
      language,
      name,
      subject,
      bodyHtml: html(language === 'ar' ? 'rtl' : 'ltr', htmlLines),
      bodyText: textLines.join('\n\n'),
    };
  });
}

/** The seeded templates: every template type in English and in Arabic (migration 0003). */
export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [...build('en', EN), ...build('ar', AR)];
