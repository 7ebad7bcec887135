/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, type Catalogue } from '@rtm/frontend/i18n';

const read = (language: string): Catalogue => JSON.parse(readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8')) as Catalogue;

describe('the shell catalogue', () => {
  it('has every key in both languages, with every plural form each language needs', () => {
    expect(catalogueProblems({ en: read('en'), ar: read('ar') })).toEqual([]);
  });

  it("names each review count link with its visible number in every plural form (axe's label-content-name-mismatch)", () => {
    for (const language of ['en', 'ar']) {
      const reviews = (read(language).dashboard as Catalogue).reviews as Record<string, string>;
      const names = Object.entries(reviews).filter(([key]) => /^(overdueOf|dueSoonOf)_/.test(key));
      expect(names.length).toBeGreaterThan(1);
      for (const [key, name] of names) expect(`${language} ${key}: ${name}`).toContain('{{count}}');
    }
  });
});
