/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, type Catalogue } from '@rtm/frontend/i18n';

const read = (language: string): Catalogue => JSON.parse(readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8')) as Catalogue;

describe('the shell catalogue', () => {
  it('has every key in both languages, with every plural form each language needs', () => {
    expect(catalogueProblems({ en: read('en'), ar: read('ar') })).toEqual([]);
  });
});
