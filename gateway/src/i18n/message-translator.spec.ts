import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';
import { ATTACHMENT_MESSAGES, ERRORS, IDENTITY_MESSAGES, RISK_MESSAGES, TASK_MESSAGES, VALIDATION } from '@rtm/contracts';
import { AR_MESSAGES } from './messages.ar.js';
import { ATTACHMENTS_AR } from './attachments.ar.js';
import { translateMessage, translateMessages } from './message-translator.js';

describe(translateMessage.name, () => {
  it('answers English unchanged', () => {
    expect(translateMessage(VALIDATION.titleMin, 'en')).toBe(VALIDATION.titleMin);
  });

  it('gives the Arabic of every message of the contracts, by the same key', () => {
    for (const [group, english] of [
      ['validation', VALIDATION],
      ['errors', ERRORS],
      ['identity', IDENTITY_MESSAGES],
      ['risk', RISK_MESSAGES],
      ['task', TASK_MESSAGES],
    ] as const) {
      for (const [key, text] of Object.entries(english)) {
        if (typeof text !== 'string') continue;
        const arabic = (AR_MESSAGES[group] as Record<string, unknown>)[key];
        expect(translateMessage(text, 'ar')).toBe(arabic);
        expect(arabic).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it('recognises messages with parameters by their shape', () => {
    expect(translateMessage(GATEWAY_MESSAGES.idempotencyOtherRequest('POST /api/risks'), 'ar')).toBe(
      AR_MESSAGES.gateway.idempotencyOtherRequest('POST /api/risks'),
    );
    expect(translateMessage(ERRORS.serviceUnavailable('risk'), 'ar')).toBe('خدمة المخاطر لا تستجيب. يرجى المحاولة مرة أخرى بعد قليل.');
    expect(translateMessage(ERRORS.busUnavailable, 'ar')).toBe('ناقل الخدمات غير متاح حاليًا. يرجى المحاولة مرة أخرى بعد قليل.');
    expect(translateMessage(ERRORS.answerTooLarge('notification'), 'ar')).toBe(
      'إجابة خدمة الإشعارات أكبر من أن تُرسل عبر ناقل الخدمات. يرجى تضييق الطلب.',
    );
    expect(translateMessage(ERRORS.answerNotSent('risk'), 'ar')).toBe(
      'تعذّر على خدمة المخاطر إرسال إجابتها. يرجى المحاولة مرة أخرى بعد قليل.',
    );
    expect(translateMessage(RISK_MESSAGES.missingColumns(['Owner']), 'ar')).toBe(AR_MESSAGES.risk.missingColumns(['المالك']));
    expect(translateMessage(RISK_MESSAGES.unknownRiskType('Weather', 'Strategic, Financial'), 'ar')).toBe(
      'نوع الخطر "Weather" غير معروف. استخدم أحد الأنواع: Strategic, Financial',
    );
    expect(translateMessage(RISK_MESSAGES.ownerNotFound('nobody'), 'ar')).toBe(AR_MESSAGES.risk.ownerNotFound('nobody'));
    expect(translateMessage(RISK_MESSAGES.ownerAmbiguous('Sam Lee'), 'ar')).toBe(AR_MESSAGES.risk.ownerAmbiguous('Sam Lee'));
    expect(translateMessage(RISK_MESSAGES.departmentsNotFound(['Ops']), 'ar')).toBe('القسم غير موجود: "Ops"');
    expect(translateMessage(RISK_MESSAGES.departmentsNotFound(['Ops', 'Legal']), 'ar')).toBe('الأقسام غير موجودة: "Ops"، "Legal"');
    expect(translateMessage(RISK_MESSAGES.missingColumns(['Owner', 'Departments']), 'ar')).toBe(
      'ينقص جدول البيانات الأعمدة المالك، الأقسام. نزّل القالب لترى الأعمدة المتوقعة.',
    );
  });

  it('leaves a text it does not know as it is', () => {
    expect(translateMessage('Something nobody wrote down', 'ar')).toBe('Something nobody wrote down');
  });
});

describe(translateMessages.name, () => {
  it('translates each of several joined messages and joins them with the Arabic semicolon', () => {
    expect(translateMessages(`${VALIDATION.titleMin}; ${VALIDATION.ownerRequired}`, 'ar')).toBe(
      `${AR_MESSAGES.validation.titleMin}؛ ${AR_MESSAGES.validation.ownerRequired}`,
    );
  });

  it("translates whole a known message that holds '; ' itself", () => {
    expect(translateMessages(ATTACHMENT_MESSAGES.heldByReview, 'ar')).toBe(ATTACHMENTS_AR.heldByReview);
    expect(translateMessages(ATTACHMENT_MESSAGES.tooMany, 'ar')).toBe(ATTACHMENTS_AR.tooMany);
  });
});

describe('the Arabic of the API and of the forms', () => {
  it('is the same text for the same validation key (the forms check before sending, the API after)', () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
    const forms = read('../../../libs/frontend/src/i18n/ar.json').validation as Record<string, string>;
    const risks = read('../../../mfe-risks/src/i18n/ar.json').messages as Record<string, string>;
    for (const [key, text] of Object.entries(forms))
      expect([key, text]).toEqual([key, (AR_MESSAGES.validation as Record<string, string>)[key]]);
    for (const [key, text] of Object.entries(risks)) expect([key, text]).toEqual([key, (AR_MESSAGES.risk as Record<string, unknown>)[key]]);
  });
});
