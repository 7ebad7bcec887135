import type { DefaultTemplate } from '../templates/default-templates.js';

/**
 * The daily digest's default texts as migration 0003 seeded them, before 0014 replaced them by the ones listing the
 * risks outside appetite: 0003 still seeds these (its SQL never changes), and 0014 replaces only stored templates
 * still equal to them (an administrator's edit is kept).
 */
export const DAILY_DIGEST_BEFORE_0014: readonly DefaultTemplate[] = [
  {
    type: 'daily_digest',
    language: 'en',
    name: 'Daily digest',
    subject: 'Your open work for today',
    bodyHtml: '<div dir="ltr">\n  <p>Hello {{userName}},</p>\n  <p>Here is a summary of your open tasks and risks.</p>\n</div>',
    bodyText: 'Hello {{userName}},\n\nHere is a summary of your open tasks and risks.',
  },
  {
    type: 'daily_digest',
    language: 'ar',
    name: 'الملخص اليومي',
    subject: 'أعمالك المفتوحة لهذا اليوم',
    bodyHtml: '<div dir="rtl">\n  <p>مرحبًا {{userName}}،</p>\n  <p>إليك ملخص مهامك ومخاطرك المفتوحة.</p>\n</div>',
    bodyText: 'مرحبًا {{userName}}،\n\nإليك ملخص مهامك ومخاطرك المفتوحة.',
  },
];

/**
 * The daily digest's default texts as migration 0014 made them (listing the risks outside appetite), before 0015 replaced
 * them by the ones listing the recipient's reviews due too: 0014 still writes these, and 0015 replaces only stored
 * templates still equal to them.
 */
export const DAILY_DIGEST_OF_0014: readonly DefaultTemplate[] = [
  {
    type: 'daily_digest',
    language: 'en',
    name: 'Daily digest',
    subject: 'Your open work for today',
    bodyHtml:
      '<div dir="ltr">\n  <p>Hello {{userName}},</p>\n  <p>Here is a summary of your open tasks and risks.</p>\n  {{#if outsideAppetiteCount}}\n  <p>Risks outside the risk appetite: {{outsideAppetiteCount}}. The highest scores:</p>\n  <ul>{{#each outsideAppetite}}<li><a href="{{link}}">{{riskId}} "{{title}}" (score {{assessedScore}}, highest allowed {{maxScore}})</a></li>{{/each}}</ul>\n  {{/if}}\n</div>',
    bodyText:
      'Hello {{userName}},\n\nHere is a summary of your open tasks and risks.{{#if outsideAppetiteCount}}\n\nRisks outside the risk appetite: {{outsideAppetiteCount}}. The highest scores:{{#each outsideAppetite}}\n- {{riskId}} "{{title}}" (score {{assessedScore}}, highest allowed {{maxScore}}): {{link}}{{/each}}{{/if}}',
  },
  {
    type: 'daily_digest',
    language: 'ar',
    name: 'الملخص اليومي',
    subject: 'أعمالك المفتوحة لهذا اليوم',
    bodyHtml:
      '<div dir="rtl">\n  <p>مرحبًا {{userName}}،</p>\n  <p>إليك ملخص مهامك ومخاطرك المفتوحة.</p>\n  {{#if outsideAppetiteCount}}\n  <p>مخاطر خارج الرغبة في المخاطر: {{outsideAppetiteCount}}. أعلاها درجة:</p>\n  <ul>{{#each outsideAppetite}}<li><a href="{{link}}">{{riskId}} «{{title}}» (الدرجة {{assessedScore}}، وأعلى درجة يُسمح بها {{maxScore}})</a></li>{{/each}}</ul>\n  {{/if}}\n</div>',
    bodyText:
      'مرحبًا {{userName}}،\n\nإليك ملخص مهامك ومخاطرك المفتوحة.{{#if outsideAppetiteCount}}\n\nمخاطر خارج الرغبة في المخاطر: {{outsideAppetiteCount}}. أعلاها درجة:{{#each outsideAppetite}}\n- {{riskId}} «{{title}}» (الدرجة {{assessedScore}}، وأعلى درجة يُسمح بها {{maxScore}}): {{link}}{{/each}}{{/if}}',
  },
];
