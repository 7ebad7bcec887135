import { describe, expect, it } from '@jest/globals';
import type { Language, TemplateType } from '@rtm/contracts';
import { DAILY_DIGEST_BEFORE_0014, DAILY_DIGEST_OF_0014 } from '../database/replaced-templates.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { renderTemplate, type TemplateVariables } from './template-renderer.js';

const risk = { riskId: 'RSK-2026-0042', riskTitle: 'Flooded <server> room', riskLink: 'https://rtm.example.com/risks/r1' };

function render(type: TemplateType, language: Language, variables: Omit<TemplateVariables, 'userName'>) {
  const template = DEFAULT_TEMPLATES.find((t) => t.type === type && t.language === language);
  if (!template) throw new Error(`No default ${type} template in ${language}`);
  return renderTemplate(template, { userName: 'Sara Ali', ...variables });
}

describe('default templates of the acceptance and appetite mails (issue 25)', () => {
  it('asks the approvers to decide a request, with its end and justification', () => {
    const variables = { ...risk, expiresOn: '2026-12-31', justification: 'Compensating controls & a budget in Q3' };
    const en = render('acceptance_requested', 'en', variables);
    expect(en.subject).toBe('Acceptance requested for RSK-2026-0042: Flooded <server> room');
    expect(en.html).toContain(
      '<p>The acceptance of the risk RSK-2026-0042 "Flooded &lt;server&gt; room" until 2026-12-31 has been requested and awaits your decision.</p>',
    );
    expect(en.html).toContain('<p>Justification: Compensating controls &amp; a budget in Q3</p>');
    expect(en.text).toContain('Open the risk: https://rtm.example.com/risks/r1');
    const ar = render('acceptance_requested', 'ar', variables);
    expect(ar.subject).toBe('طلب قبول الخطر RSK-2026-0042: Flooded <server> room');
    expect(ar.html).toMatch(/^<div dir="rtl">/);
    expect(ar.text).toContain('طُلب قبول الخطر RSK-2026-0042 «Flooded <server> room» حتى 2026-12-31، والطلب بانتظار قرارك.');
    expect(ar.text).toContain('المبرّر: Compensating controls & a budget in Q3');
  });

  it('words the decision in each language from the boolean approved, with the comment when there is one', () => {
    const approved = { ...risk, expiresOn: '2026-12-31', approved: true, decisionComment: 'Review at year end' };
    expect(render('acceptance_decided', 'en', approved).subject).toBe('Acceptance approved for RSK-2026-0042: Flooded <server> room');
    expect(render('acceptance_decided', 'en', approved).text).toContain(
      'The risk RSK-2026-0042 "Flooded <server> room" has been accepted until 2026-12-31. Comment: Review at year end',
    );
    expect(render('acceptance_decided', 'ar', approved).subject).toBe('الموافقة على قبول الخطر RSK-2026-0042: Flooded <server> room');
    expect(render('acceptance_decided', 'ar', approved).text).toContain(
      'قُبل الخطر RSK-2026-0042 «Flooded <server> room» حتى 2026-12-31. التعليق: Review at year end',
    );

    const rejected = { ...risk, expiresOn: '2026-12-31', approved: false };
    const en = render('acceptance_decided', 'en', rejected);
    expect(en.subject).toBe('Acceptance rejected for RSK-2026-0042: Flooded <server> room');
    expect(en.text).toContain('The acceptance of the risk RSK-2026-0042 "Flooded <server> room" has been rejected.\n');
    expect(en.text).not.toContain('Comment');
    const ar = render('acceptance_decided', 'ar', rejected);
    expect(ar.subject).toBe('رفض قبول الخطر RSK-2026-0042: Flooded <server> room');
    expect(ar.text).toContain('رُفض طلب قبول الخطر RSK-2026-0042 «Flooded <server> room».\n');
  });

  it('reminds of the end of an acceptance with the days left, and tells when it has ended', () => {
    const expiring = { ...risk, expiresOn: '2026-12-31', daysLeft: 7 };
    expect(render('acceptance_expiring', 'en', expiring).subject).toBe('Acceptance ending: RSK-2026-0042 is accepted until 2026-12-31');
    expect(render('acceptance_expiring', 'en', expiring).text).toContain('is accepted until 2026-12-31. Days left: 7.');
    expect(render('acceptance_expiring', 'ar', expiring).subject).toBe('قرب انتهاء القبول: الخطر RSK-2026-0042 مقبول حتى 2026-12-31');
    expect(render('acceptance_expiring', 'ar', expiring).text).toContain('مقبول حتى 2026-12-31. الأيام المتبقية: 7.');

    const expired = { ...risk, expiresOn: '2026-12-31' };
    expect(render('acceptance_expired', 'en', expired).subject).toBe('Acceptance expired: RSK-2026-0042 Flooded <server> room');
    expect(render('acceptance_expired', 'en', expired).text).toContain(
      'which held until 2026-12-31, has ended. The risk is back under review.',
    );
    expect(render('acceptance_expired', 'ar', expired).subject).toBe('انتهى القبول: RSK-2026-0042 Flooded <server> room');
    expect(render('acceptance_expired', 'ar', expired).text).toContain('الذي كان ساريًا حتى 2026-12-31، وعاد الخطر إلى المراجعة.');
  });

  it('tells the executives of a risk outside appetite with its score and the limit', () => {
    const breached = { ...risk, assessedScore: 20, maxScore: 12 };
    expect(render('appetite_breached', 'en', breached).subject).toBe('Outside appetite: RSK-2026-0042 Flooded <server> room');
    expect(render('appetite_breached', 'en', breached).text).toContain(
      'its score of 20 is above the highest score allowed for its type, 12.',
    );
    expect(render('appetite_breached', 'ar', breached).subject).toBe('خارج الرغبة في المخاطر: RSK-2026-0042 Flooded <server> room');
    expect(render('appetite_breached', 'ar', breached).text).toContain('درجته 20 أعلى من أعلى درجة يُسمح بها لنوعه، وهي 12.');
  });

  it('lists the most urgent risks an appetite change took outside it, as a list in HTML and lines in text', () => {
    const summary = {
      riskLink: 'https://rtm.example.com/risks',
      breachedCount: 14,
      risks: [
        { riskId: 'RSK-2026-0001', title: 'Ransomware <b>', assessedScore: 25 },
        { riskId: 'RSK-2026-0002', title: 'Data centre fire', assessedScore: 20 },
      ],
    };
    const en = render('appetite_breached_summary', 'en', summary);
    expect(en.subject).toBe('Risk appetite changed: risks now outside appetite (14)');
    expect(en.html).toContain(
      '<ul><li>RSK-2026-0001 "Ransomware &lt;b&gt;" (score 25)</li><li>RSK-2026-0002 "Data centre fire" (score 20)</li></ul>',
    );
    expect(en.text).toBe(
      [
        'Hello Sara Ali,',
        'The risk appetite has changed, and risks that were within it are now outside it. Number of risks: 14.',
        'The most urgent of them:\n- RSK-2026-0001 "Ransomware <b>" (score 25)\n- RSK-2026-0002 "Data centre fire" (score 20)',
        'Open the risk list: https://rtm.example.com/risks',
      ].join('\n\n'),
    );
    const ar = render('appetite_breached_summary', 'ar', summary);
    expect(ar.subject).toBe('تغيّرت الرغبة في المخاطر: مخاطر أصبحت خارجها (14)');
    expect(ar.text).toContain(
      'أكثرها إلحاحًا:\n- RSK-2026-0001 «Ransomware <b>» (الدرجة 25)\n- RSK-2026-0002 «Data centre fire» (الدرجة 20)',
    );
    expect(ar.text).toContain('افتح قائمة المخاطر: https://rtm.example.com/risks');
  });

  it("lists the risks outside appetite in an executive's daily digest while there are some, and nothing else otherwise", () => {
    const outside = {
      taskLink: 'https://rtm.example.com/tasks',
      outsideAppetiteCount: 14,
      outsideAppetite: [
        { riskId: 'RSK-2026-0001', title: 'Ransomware <b>', assessedScore: 25, maxScore: 12, link: 'https://rtm.example.com/risks/r1' },
        { riskId: 'RSK-2026-0002', title: 'Data centre fire', assessedScore: 16, maxScore: 15, link: 'https://rtm.example.com/risks/r2' },
      ],
    };
    const en = render('daily_digest', 'en', outside);
    expect(en.html).toBe(
      [
        '<div dir="ltr">',
        '  <p>Hello Sara Ali,</p>',
        '  <p>Here is a summary of your open tasks and risks.</p>',
        '  <p>Risks outside the risk appetite: 14. The highest scores:</p>',
        '  <ul><li><a href="https://rtm.example.com/risks/r1">RSK-2026-0001 "Ransomware &lt;b&gt;" (score 25, highest allowed 12)</a></li>' +
          '<li><a href="https://rtm.example.com/risks/r2">RSK-2026-0002 "Data centre fire" (score 16, highest allowed 15)</a></li></ul>',
        '</div>',
      ].join('\n'),
    );
    expect(en.text).toBe(
      [
        'Hello Sara Ali,',
        'Here is a summary of your open tasks and risks.',
        'Risks outside the risk appetite: 14. The highest scores:' +
          '\n- RSK-2026-0001 "Ransomware <b>" (score 25, highest allowed 12): https://rtm.example.com/risks/r1' +
          '\n- RSK-2026-0002 "Data centre fire" (score 16, highest allowed 15): https://rtm.example.com/risks/r2',
      ].join('\n\n'),
    );
    expect(render('daily_digest', 'ar', outside).text).toContain(
      'مخاطر خارج الرغبة في المخاطر: 14. أعلاها درجة:\n- RSK-2026-0001 «Ransomware <b>» (الدرجة 25، وأعلى درجة يُسمح بها 12): https://rtm.example.com/risks/r1',
    );

    // Without risks outside appetite the digest reads as the previous default did.
    for (const language of ['en', 'ar'] as const) {
      const before = DAILY_DIGEST_BEFORE_0014.find((t) => t.language === language)!;
      const plain = render('daily_digest', language, { taskLink: 'https://rtm.example.com/tasks' });
      expect(plain).toEqual(renderTemplate(before, { userName: 'Sara Ali' }));
    }
  });

  it("lists the owner's reviews due in the daily digest, the days overdue of those past due, and nothing else otherwise", () => {
    const reviews = {
      taskLink: 'https://rtm.example.com/tasks',
      reviewsDueCount: 12,
      reviewsDue: [
        {
          riskId: 'RSK-2026-0001',
          title: 'Ransomware <b>',
          dueDate: '2026-11-20',
          daysOverdue: 8,
          link: 'https://rtm.example.com/risks/r1',
        },
        {
          riskId: 'RSK-2026-0002',
          title: 'Data centre fire',
          dueDate: '2026-12-01',
          daysOverdue: null,
          link: 'https://rtm.example.com/risks/r2',
        },
      ],
    };
    const en = render('daily_digest', 'en', reviews);
    expect(en.html).toContain(
      [
        '  <p>Here is a summary of your open tasks and risks.</p>',
        '  <p>Reviews of your risks due: 12. The earliest:</p>',
        '  <ul><li><a href="https://rtm.example.com/risks/r1">RSK-2026-0001 "Ransomware &lt;b&gt;" (due on 2026-11-20, days overdue: 8)</a></li>' +
          '<li><a href="https://rtm.example.com/risks/r2">RSK-2026-0002 "Data centre fire" (due on 2026-12-01)</a></li></ul>',
        '</div>',
      ].join('\n'),
    );
    expect(en.text).toBe(
      [
        'Hello Sara Ali,',
        'Here is a summary of your open tasks and risks.',
        'Reviews of your risks due: 12. The earliest:' +
          '\n- RSK-2026-0001 "Ransomware <b>" (due on 2026-11-20, days overdue: 8): https://rtm.example.com/risks/r1' +
          '\n- RSK-2026-0002 "Data centre fire" (due on 2026-12-01): https://rtm.example.com/risks/r2',
      ].join('\n\n'),
    );
    expect(render('daily_digest', 'ar', reviews).text).toContain(
      'مراجعات مستحقة لمخاطرك: 12. أقربها موعدًا:\n- RSK-2026-0001 «Ransomware <b>» (موعدها 2026-11-20، أيام التأخير: 8): https://rtm.example.com/risks/r1' +
        '\n- RSK-2026-0002 «Data centre fire» (موعدها 2026-12-01): https://rtm.example.com/risks/r2',
    );

    // Without reviews due (nor risks outside appetite) the digest reads as 0014's default did.
    for (const language of ['en', 'ar'] as const) {
      const before = DAILY_DIGEST_OF_0014.find((t) => t.language === language)!;
      const plain = { taskLink: 'https://rtm.example.com/tasks' };
      expect(render('daily_digest', language, plain)).toEqual(renderTemplate(before, { userName: 'Sara Ali', ...plain }));
    }
  });

  it('tells the owner of a review due and overdue, and the manager of one overdue past the escalation day (issue 26)', () => {
    const due = { ...risk, dueDate: '2026-12-05', daysOverdue: 0 };
    expect(render('review_due', 'en', due).subject).toBe('Review due: RSK-2026-0042 Flooded <server> room on 2026-12-05');
    expect(render('review_due', 'en', due).text).toBe(
      [
        'Hello Sara Ali,',
        'The review of the risk RSK-2026-0042 "Flooded <server> room", which you own, is due on 2026-12-05.',
        'Open the risk: https://rtm.example.com/risks/r1',
      ].join('\n\n'),
    );
    expect(render('review_due', 'ar', due).subject).toBe('موعد المراجعة: RSK-2026-0042 Flooded <server> room في 2026-12-05');
    expect(render('review_due', 'ar', due).html).toMatch(/^<div dir="rtl">/);

    const overdue = { ...risk, dueDate: '2026-11-20', daysOverdue: 8 };
    expect(render('review_overdue', 'en', overdue).subject).toBe(
      'Review overdue: RSK-2026-0042 Flooded <server> room was due on 2026-11-20',
    );
    expect(render('review_overdue', 'en', overdue).html).toContain(
      '<p>The review of the risk RSK-2026-0042 "Flooded &lt;server&gt; room", which you own, was due on 2026-11-20 and has not been reviewed. Days overdue: 8.</p>',
    );
    expect(render('review_overdue', 'ar', overdue).text).toContain('ولم يُراجَع بعد. أيام التأخير: 8.');

    const escalated = { ...overdue, daysOverdue: 14, ownerName: 'Omar Haddad' };
    expect(render('review_escalated', 'en', escalated).subject).toBe('Review overdue (days: 14): RSK-2026-0042 Flooded <server> room');
    expect(render('review_escalated', 'en', escalated).text).toContain(
      'owned by Omar Haddad of your department, was due on 2026-11-20 and has not been reviewed. Days overdue: 14.',
    );
    expect(render('review_escalated', 'ar', escalated).text).toContain('الذي يملكه Omar Haddad من إدارتك في 2026-11-20');
  });

  it('name only the variables their mails give (a misspelt one would render empty)', () => {
    const riskVariables = ['userName', 'riskId', 'riskTitle', 'riskLink'];
    const given: Partial<Record<TemplateType, string[]>> = {
      acceptance_requested: [...riskVariables, 'expiresOn', 'justification'],
      acceptance_decided: [...riskVariables, 'expiresOn', 'approved', 'decisionComment'],
      acceptance_expiring: [...riskVariables, 'expiresOn', 'daysLeft'],
      acceptance_expired: [...riskVariables, 'expiresOn'],
      appetite_breached: [...riskVariables, 'assessedScore', 'maxScore'],
      // `risks` items: riskId, title, assessedScore.
      appetite_breached_summary: ['userName', 'riskLink', 'breachedCount', 'risks', 'riskId', 'title', 'assessedScore'],
      // `outsideAppetite` items: riskId, title, assessedScore, maxScore, link; `reviewsDue` items: riskId, title, dueDate, daysOverdue, link.
      daily_digest: [
        'userName',
        'outsideAppetiteCount',
        'outsideAppetite',
        'riskId',
        'title',
        'assessedScore',
        'maxScore',
        'link',
        'reviewsDueCount',
        'reviewsDue',
        'dueDate',
        'daysOverdue',
      ],
      review_due: [...riskVariables, 'dueDate'],
      evidence_expiring: ['userName', 'fileName', 'validUntil', 'daysLeft', 'itemCode', 'itemTitle', 'itemLink'],
      report_pack: ['userName', 'packTitle', 'asOf', 'scheduleName', 'reportsLink'],
      review_overdue: [...riskVariables, 'dueDate', 'daysOverdue'],
      review_escalated: [...riskVariables, 'dueDate', 'daysOverdue', 'ownerName'],
    };
    for (const [type, names] of Object.entries(given)) {
      for (const language of ['en', 'ar'] as const) {
        const template = DEFAULT_TEMPLATES.find((t) => t.type === type && t.language === language)!;
        const used = [...`${template.subject}${template.bodyHtml}${template.bodyText}`.matchAll(/\{\{[#/]?(?:if |each )?(\w+)/g)]
          .map((m) => m[1])
          .filter((name) => !['if', 'each', 'else'].includes(name));
        expect([type, language, [...new Set(used)].filter((name) => !names.includes(name))]).toEqual([type, language, []]);
      }
    }
  });
});
