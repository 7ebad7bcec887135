import type { Language, TemplateType } from '@rtm/contracts';

export interface DefaultTemplate {
  type: TemplateType;
  language: Language;
  name: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
}

type Link = 'task' | 'risk' | 'risks' | 'item' | 'reports';

interface Text {
  name: string;
  subject: string;
  lines: string[];
  /** One item of the `risks` list, shown after the lines (the summary of risks outside appetite). */
  riskItem?: string;
  /** The digest's risks outside appetite, shown while there are some: a heading and each item, linked to its risk. */
  outsideAppetite?: { heading: string; item: string };
  /** The digest's reviews due (soon or overdue) of the recipient's risks, shown while there are some, like outsideAppetite. */
  reviewsDue?: { heading: string; item: string };
  link?: Link;
}

type Texts = Record<TemplateType, Text>;

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
    reviewsDue: {
      heading: 'Reviews of your risks due: {{reviewsDueCount}}. The earliest:',
      item: '{{riskId}} "{{title}}" (due on {{dueDate}}{{#if daysOverdue}}, days overdue: {{daysOverdue}}{{/if}})',
    },
    outsideAppetite: {
      heading: 'Risks outside the risk appetite: {{outsideAppetiteCount}}. The highest scores:',
      item: '{{riskId}} "{{title}}" (score {{assessedScore}}, highest allowed {{maxScore}})',
    },
  },
  acceptance_requested: {
    name: 'Risk acceptance requested',
    subject: 'Acceptance requested for {{riskId}}: {{riskTitle}}',
    lines: [
      'Hello {{userName}},',
      'The acceptance of the risk {{riskId}} "{{riskTitle}}" until {{expiresOn}} has been requested and awaits your decision.',
      'Justification: {{justification}}',
    ],
    link: 'risk',
  },
  acceptance_decided: {
    name: 'Risk acceptance decided',
    subject: '{{#if approved}}Acceptance approved{{else}}Acceptance rejected{{/if}} for {{riskId}}: {{riskTitle}}',
    lines: [
      'Hello {{userName}},',
      '{{#if approved}}The risk {{riskId}} "{{riskTitle}}" has been accepted until {{expiresOn}}.{{else}}The acceptance of the risk {{riskId}} "{{riskTitle}}" has been rejected.{{/if}}{{#if decisionComment}} Comment: {{decisionComment}}{{/if}}',
    ],
    link: 'risk',
  },
  acceptance_expiring: {
    name: 'Risk acceptance ending',
    subject: 'Acceptance ending: {{riskId}} is accepted until {{expiresOn}}',
    lines: [
      'Hello {{userName}},',
      'The risk {{riskId}} "{{riskTitle}}" is accepted until {{expiresOn}}. Days left: {{daysLeft}}.',
      'When the acceptance ends, the risk goes back under review: review it before then.',
    ],
    link: 'risk',
  },
  acceptance_expired: {
    name: 'Risk acceptance expired',
    subject: 'Acceptance expired: {{riskId}} {{riskTitle}}',
    lines: [
      'Hello {{userName}},',
      'The acceptance of the risk {{riskId}} "{{riskTitle}}", which held until {{expiresOn}}, has ended. The risk is back under review.',
    ],
    link: 'risk',
  },
  appetite_breached: {
    name: 'Risk outside appetite',
    subject: 'Outside appetite: {{riskId}} {{riskTitle}}',
    lines: [
      'Hello {{userName}},',
      'The risk {{riskId}} "{{riskTitle}}" is now outside the risk appetite: its score of {{assessedScore}} is above the highest score allowed for its type, {{maxScore}}.',
    ],
    link: 'risk',
  },
  appetite_breached_summary: {
    name: 'Risks outside appetite after an appetite change',
    subject: 'Risk appetite changed: risks now outside appetite ({{breachedCount}})',
    lines: [
      'Hello {{userName}},',
      'The risk appetite has changed, and risks that were within it are now outside it. Number of risks: {{breachedCount}}.',
      'The most urgent of them:',
    ],
    riskItem: '{{riskId}} "{{title}}" (score {{assessedScore}})',
    link: 'risks',
  },
  review_due: {
    name: 'Risk review due',
    subject: 'Review due: {{riskId}} {{riskTitle}} on {{dueDate}}',
    lines: ['Hello {{userName}},', 'The review of the risk {{riskId}} "{{riskTitle}}", which you own, is due on {{dueDate}}.'],
    link: 'risk',
  },
  review_overdue: {
    name: 'Risk review overdue',
    subject: 'Review overdue: {{riskId}} {{riskTitle}} was due on {{dueDate}}',
    lines: [
      'Hello {{userName}},',
      'The review of the risk {{riskId}} "{{riskTitle}}", which you own, was due on {{dueDate}} and has not been reviewed. Days overdue: {{daysOverdue}}.',
    ],
    link: 'risk',
  },
  review_escalated: {
    name: 'Risk review overdue (to the manager)',
    subject: 'Review overdue (days: {{daysOverdue}}): {{riskId}} {{riskTitle}}',
    lines: [
      'Hello {{userName}},',
      'The review of the risk {{riskId}} "{{riskTitle}}", owned by {{ownerName}} of your department, was due on {{dueDate}} and has not been reviewed. Days overdue: {{daysOverdue}}.',
    ],
    link: 'risk',
  },
  evidence_expiring: {
    name: 'Evidence expiring',
    subject: 'Evidence expiring on {{validUntil}}: {{fileName}} ({{itemCode}})',
    lines: [
      'Hello {{userName}},',
      'The evidence "{{fileName}}" of {{itemCode}} "{{itemTitle}}" is valid until {{validUntil}} (days left: {{daysLeft}}). Upload a current version before then, or set a new validity date.',
    ],
    link: 'item',
  },
  report_pack: {
    name: 'Committee pack',
    subject: '{{packTitle}} as of {{asOf}}',
    lines: ['Hello {{userName}},', 'The {{packTitle}} as of {{asOf}} is attached (schedule "{{scheduleName}}").'],
    link: 'reports',
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
    reviewsDue: {
      heading: 'مراجعات مستحقة لمخاطرك: {{reviewsDueCount}}. أقربها موعدًا:',
      item: '{{riskId}} «{{title}}» (موعدها {{dueDate}}{{#if daysOverdue}}، أيام التأخير: {{daysOverdue}}{{/if}})',
    },
    outsideAppetite: {
      heading: 'مخاطر خارج الرغبة في المخاطر: {{outsideAppetiteCount}}. أعلاها درجة:',
      item: '{{riskId}} «{{title}}» (الدرجة {{assessedScore}}، وأعلى درجة يُسمح بها {{maxScore}})',
    },
  },
  acceptance_requested: {
    name: 'طلب قبول خطر',
    subject: 'طلب قبول الخطر {{riskId}}: {{riskTitle}}',
    lines: [
      'مرحبًا {{userName}}،',
      'طُلب قبول الخطر {{riskId}} «{{riskTitle}}» حتى {{expiresOn}}، والطلب بانتظار قرارك.',
      'المبرّر: {{justification}}',
    ],
    link: 'risk',
  },
  acceptance_decided: {
    name: 'قرار قبول خطر',
    subject: '{{#if approved}}الموافقة على قبول{{else}}رفض قبول{{/if}} الخطر {{riskId}}: {{riskTitle}}',
    lines: [
      'مرحبًا {{userName}}،',
      '{{#if approved}}قُبل الخطر {{riskId}} «{{riskTitle}}» حتى {{expiresOn}}.{{else}}رُفض طلب قبول الخطر {{riskId}} «{{riskTitle}}».{{/if}}{{#if decisionComment}} التعليق: {{decisionComment}}{{/if}}',
    ],
    link: 'risk',
  },
  acceptance_expiring: {
    name: 'قرب انتهاء قبول خطر',
    subject: 'قرب انتهاء القبول: الخطر {{riskId}} مقبول حتى {{expiresOn}}',
    lines: [
      'مرحبًا {{userName}}،',
      'الخطر {{riskId}} «{{riskTitle}}» مقبول حتى {{expiresOn}}. الأيام المتبقية: {{daysLeft}}.',
      'عند انتهاء القبول يعود الخطر إلى المراجعة، فراجعه قبل ذلك.',
    ],
    link: 'risk',
  },
  acceptance_expired: {
    name: 'انتهاء قبول خطر',
    subject: 'انتهى القبول: {{riskId}} {{riskTitle}}',
    lines: [
      'مرحبًا {{userName}}،',
      'انتهى قبول الخطر {{riskId}} «{{riskTitle}}» الذي كان ساريًا حتى {{expiresOn}}، وعاد الخطر إلى المراجعة.',
    ],
    link: 'risk',
  },
  appetite_breached: {
    name: 'خطر خارج الرغبة في المخاطر',
    subject: 'خارج الرغبة في المخاطر: {{riskId}} {{riskTitle}}',
    lines: [
      'مرحبًا {{userName}}،',
      'أصبح الخطر {{riskId}} «{{riskTitle}}» خارج الرغبة في المخاطر: درجته {{assessedScore}} أعلى من أعلى درجة يُسمح بها لنوعه، وهي {{maxScore}}.',
    ],
    link: 'risk',
  },
  appetite_breached_summary: {
    name: 'مخاطر خارج الرغبة في المخاطر بعد تغييرها',
    subject: 'تغيّرت الرغبة في المخاطر: مخاطر أصبحت خارجها ({{breachedCount}})',
    lines: [
      'مرحبًا {{userName}}،',
      'تغيّرت الرغبة في المخاطر، فأصبحت مخاطر كانت ضمنها خارجها. عدد المخاطر: {{breachedCount}}.',
      'أكثرها إلحاحًا:',
    ],
    riskItem: '{{riskId}} «{{title}}» (الدرجة {{assessedScore}})',
    link: 'risks',
  },
  review_due: {
    name: 'موعد مراجعة خطر',
    subject: 'موعد المراجعة: {{riskId}} {{riskTitle}} في {{dueDate}}',
    lines: ['مرحبًا {{userName}}،', 'موعد مراجعة الخطر {{riskId}} «{{riskTitle}}» الذي تملكه هو {{dueDate}}.'],
    link: 'risk',
  },
  review_overdue: {
    name: 'مراجعة خطر متأخرة',
    subject: 'مراجعة متأخرة: كان موعد مراجعة {{riskId}} {{riskTitle}} في {{dueDate}}',
    lines: [
      'مرحبًا {{userName}}،',
      'كان موعد مراجعة الخطر {{riskId}} «{{riskTitle}}» الذي تملكه في {{dueDate}} ولم يُراجَع بعد. أيام التأخير: {{daysOverdue}}.',
    ],
    link: 'risk',
  },
  review_escalated: {
    name: 'مراجعة خطر متأخرة (إلى المدير)',
    subject: 'مراجعة متأخرة (أيام التأخير: {{daysOverdue}}): {{riskId}} {{riskTitle}}',
    lines: [
      'مرحبًا {{userName}}،',
      'كان موعد مراجعة الخطر {{riskId}} «{{riskTitle}}» الذي يملكه {{ownerName}} من إدارتك في {{dueDate}} ولم يُراجَع بعد. أيام التأخير: {{daysOverdue}}.',
    ],
    link: 'risk',
  },
  evidence_expiring: {
    name: 'قرب انتهاء صلاحية دليل',
    subject: 'تنتهي صلاحية الدليل في {{validUntil}}: {{fileName}} ({{itemCode}})',
    lines: [
      'مرحبًا {{userName}}،',
      'الدليل «{{fileName}}» الخاص بـ {{itemCode}} «{{itemTitle}}» صالح حتى {{validUntil}} (الأيام المتبقية: {{daysLeft}}). ارفع نسخة حديثة قبل ذلك أو حدّد تاريخ صلاحية جديدًا.',
    ],
    link: 'item',
  },
  report_pack: {
    name: 'تقرير اللجنة',
    subject: '{{packTitle}} بتاريخ {{asOf}}',
    lines: ['مرحبًا {{userName}}،', 'مرفق {{packTitle}} بتاريخ {{asOf}} (الجدول «{{scheduleName}}»).'],
    link: 'reports',
  },
};

const LINK_TEXT: Record<Language, Record<Link, string>> = {
  en: { task: 'Open the task', risk: 'Open the risk', risks: 'Open the risk list', item: 'Open it', reports: 'Open the reports' },
  ar: { task: 'افتح المهمة', risk: 'افتح الخطر', risks: 'افتح قائمة المخاطر', item: 'افتحه', reports: 'افتح التقارير' },
};

const paragraph = (line: string) => `  <p>${line}</p>`;

function build(language: Language, texts: Texts): DefaultTemplate[] {
  return (Object.keys(texts) as TemplateType[]).map((type) => {
    const { name, subject, lines, riskItem, reviewsDue, outsideAppetite, link } = texts[type];
    const variable = link === 'task' ? 'taskLink' : link === 'item' ? 'itemLink' : link === 'reports' ? 'reportsLink' : 'riskLink';
    const htmlBlocks = lines.map(paragraph);
    const textLines = [...lines];
    if (riskItem) {
      htmlBlocks.push(`  <ul>{{#each risks}}<li>${riskItem}</li>{{/each}}</ul>`);
      textLines.push(`${textLines.pop()}{{#each risks}}\n- ${riskItem}{{/each}}`);
    }
    // Each list's own lines are standalone: without its items the body is as before.
    const lists = [
      { count: 'reviewsDueCount', items: 'reviewsDue', text: reviewsDue },
      { count: 'outsideAppetiteCount', items: 'outsideAppetite', text: outsideAppetite },
    ];
    for (const { count, items, text } of lists) {
      if (!text) continue;
      const { heading, item } = text;
      htmlBlocks.push(
        [
          `  {{#if ${count}}}`,
          paragraph(heading),
          `  <ul>{{#each ${items}}}<li><a href="{{link}}">${item}</a></li>{{/each}}</ul>`,
          '  {{/if}}',
        ].join('\n'),
      );
      textLines.push(`${textLines.pop()}{{#if ${count}}}\n\n${heading}{{#each ${items}}}\n- ${item}: {{link}}{{/each}}{{/if}}`);
    }
    if (link) {
      htmlBlocks.push(paragraph(`<a href="{{${variable}}}">${LINK_TEXT[language][link]}</a>`));
      textLines.push(`${LINK_TEXT[language][link]}: {{${variable}}}`);
    }
    return {
      type,
      language,
      name,
      subject,
      bodyHtml: `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}">\n${htmlBlocks.join('\n')}\n</div>`,
      bodyText: textLines.join('\n\n'),
    };
  });
}

/** The seeded templates: every template type in English and in Arabic (migrations 0003, 0013 and 0015; the digest's of 0015). */
export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [...build('en', EN), ...build('ar', AR)];
