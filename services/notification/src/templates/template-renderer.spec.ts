import { describe, expect, it } from '@jest/globals';
import { TEMPLATE_TYPES } from '@rtm/contracts';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { renderTemplate, templateError, templateProblem } from './template-renderer.js';

describe('mail templates (handlebars)', () => {
  const template = {
    subject: 'Reminder: {{taskTitle}} is due on {{dueDate}}',
    bodyHtml: '<p>Hello {{userName}}, <a href="{{taskLink}}">{{taskTitle}}</a></p>',
    bodyText: 'Hello {{userName}}: {{taskTitle}}',
  };

  it('fills the variables and HTML-escapes them in the HTML body only', () => {
    const mail = renderTemplate(template, {
      userName: 'Sara & Co',
      taskTitle: '<script>alert(1)</script>',
      taskLink: 'http://localhost:3000/tasks/1?a=1&b=2',
      dueDate: '2026-11-24',
    });
    expect(mail.html).toBe(
      '<p>Hello Sara &amp; Co, <a href="http://localhost:3000/tasks/1?a&#x3D;1&amp;b&#x3D;2">&lt;script&gt;alert(1)&lt;/script&gt;</a></p>',
    );
    expect(mail.subject).toBe('Reminder: <script>alert(1)</script> is due on 2026-11-24');
    expect(mail.text).toBe('Hello Sara & Co: <script>alert(1)</script>');
  });

  it('keeps the subject on one line whatever the values hold', () => {
    expect(renderTemplate(template, { userName: 'x', taskTitle: 'a\r\nBcc: evil@example.com', dueDate: 'd' }).subject).toBe(
      'Reminder: a Bcc: evil@example.com is due on d',
    );
  });

  it('leaves a missing value empty and reads no prototype properties', () => {
    expect(
      renderTemplate({ subject: '{{riskId}}|{{constructor}}|{{userName.__proto__}}', bodyHtml: 'x', bodyText: null }, { userName: 'u' })
        .subject,
    ).toBe('||');
  });

  it('refuses unknown helpers, partials, decorators and unescaped HTML output, with the compiler message', () => {
    expect(templateProblem('bodyHtml', '{{log userName}}')).toBeNull();
    expect(templateProblem('bodyHtml', '{{formatDate dueDate}}')).toMatch(/knownHelpersOnly, but used the unknown helper formatDate/);
    expect(templateProblem('bodyHtml', '{{#each items}}{{/each}}')).toBeNull();
    expect(templateProblem('bodyHtml', '{{> footer}}')).toBe('partials are not supported');
    expect(templateProblem('bodyHtml', '{{{userName}}}')).toMatch(/unescaped output/);
    expect(templateProblem('bodyText', '{{{userName}}}')).toBeNull();
    expect(templateProblem('subject', '{{#if}}')).toMatch(/./);
    expect(templateError({ bodyHtml: '{{#if x}}' })).toMatch(/^The HTML body does not compile: Parse error on line 1/);
    expect(templateError({ subject: 'ok {{userName}}', bodyText: null })).toBeNull();
  });

  it('seeds templates that compile, for every type in both languages', () => {
    for (const t of DEFAULT_TEMPLATES) expect([t.type, t.language, templateError(t)]).toEqual([t.type, t.language, null]);
    expect(new Set(DEFAULT_TEMPLATES.map((t) => `${t.type}/${t.language}`)).size).toBe(TEMPLATE_TYPES.length * 2);
  });
});
