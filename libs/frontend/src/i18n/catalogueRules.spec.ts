/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { RISK_MESSAGES, VALIDATION } from '@rtm/contracts';
import { catalogueProblems, flattenKeys, pluralFormsOf, splitPlural, type Catalogue } from './catalogueRules';

const readCatalogue = (file: string): Catalogue => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Catalogue;

describe('catalogue rules', () => {
  it('flattens nested catalogues to dotted keys and splits plural suffixes', () => {
    expect([...flattenKeys({ a: { b: 'x', c_one: 'y', c_other: 'z' } }).keys()]).toEqual(['a.b', 'a.c_one', 'a.c_other']);
    expect(splitPlural('upload.created_few')).toEqual({ base: 'upload.created', form: 'few' });
    expect(splitPlural('upload.title')).toEqual({ base: 'upload.title', form: null });
  });

  it("knows each language's plural forms from Intl.PluralRules", () => {
    expect(pluralFormsOf('en').sort()).toEqual(['one', 'other']);
    expect(pluralFormsOf('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('reports a key missing in one language, a missing plural form, an empty text and different placeholders', () => {
    const problems = catalogueProblems({
      en: { a: 'A', b: 'B {{name}}', n_one: '{{count}} x', n_other: '{{count}} xs', e: 'E' },
      ar: { b: 'ب', n_one: 'واحد', n_other: '{{count}}', e: ' ' },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'ar: missing "a"',
        '"b" has different placeholders: {"en":"{{name}}","ar":""}',
        'ar: "n" lacks the plural form "zero"',
        'ar: "n" lacks the plural form "few"',
        'ar: "e" is empty',
      ]),
    );
  });
});

describe('the common catalogue', () => {
  const en = readCatalogue('./en.json');
  const english = flattenKeys(en);

  it("keeps the spec's validation messages word for word (the same texts the server answers)", () => {
    for (const [key, text] of english) {
      if (!key.startsWith('validation.')) continue;
      const name = key.slice('validation.'.length) as keyof typeof VALIDATION;
      expect(text).toBe(VALIDATION[name] ?? RISK_MESSAGES[name as keyof typeof RISK_MESSAGES]);
    }
  });
});
