/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createInstance, type i18n as I18n } from 'i18next';
import { catalogueProblems, type Catalogue } from '@rtm/frontend/i18n';

const read = (language: string): Catalogue => JSON.parse(readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8')) as Catalogue;

describe('the risks catalogue', () => {
  const en = read('en');
  const ar = read('ar');
  let i18n: I18n;

  beforeAll(async () => {
    i18n = createInstance();
    await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { risks: en }, ar: { risks: ar } }, defaultNS: 'risks' });
  });

  it('has every key in both languages, with every plural form each language needs', () => {
    expect(catalogueProblems({ en, ar })).toEqual([]);
  });

  it("words the upload result as the spec does in English: 'Successfully created N risks.' and 'M errors encountered.'", () => {
    const t = i18n.getFixedT('en');
    expect(t('upload.created', { count: 2 })).toBe('Successfully created 2 risks.');
    expect(t('upload.created', { count: 1 })).toBe('Successfully created 1 risks.');
    expect(t('upload.errors', { count: 1 })).toBe('1 errors encountered.');
  });

  it('uses the six Arabic plural forms for the number of risks created', () => {
    const t = i18n.getFixedT('ar');
    expect(t('upload.created', { count: 0 })).toBe('لم يُنشأ أي خطر.');
    expect(t('upload.created', { count: 1 })).toBe('تم إنشاء خطر واحد بنجاح.');
    expect(t('upload.created', { count: 2 })).toBe('تم إنشاء خطرين بنجاح.');
    expect(t('upload.created', { count: 3 })).toBe('تم إنشاء 3 مخاطر بنجاح.');
    expect(t('upload.created', { count: 10 })).toBe('تم إنشاء 10 مخاطر بنجاح.');
    expect(t('upload.created', { count: 11 })).toBe('تم إنشاء 11 خطرًا بنجاح.');
    expect(t('upload.created', { count: 99 })).toBe('تم إنشاء 99 خطرًا بنجاح.');
    expect(t('upload.created', { count: 100 })).toBe('تم إنشاء 100 خطر بنجاح.');
    expect(t('upload.created', { count: 102 })).toBe('تم إنشاء 102 خطر بنجاح.');
    expect(t('upload.errors', { count: 2 })).toBe('وقع خطآن.');
    expect(t('upload.errors', { count: 5 })).toBe('وقعت 5 أخطاء.');
  });

  it('writes counts in Western digits in Arabic', () => {
    expect(i18n.getFixedT('ar')('list.allRisksCount', { count: 1234 })).toBe('جميع المخاطر (1234)');
  });
});
