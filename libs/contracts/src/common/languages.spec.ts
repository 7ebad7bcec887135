import { describe, expect, it } from '@jest/globals';
import { languageFromHeader } from './languages.js';

describe(languageFromHeader.name, () => {
  it('picks the supported language the header ranks highest, English otherwise', () => {
    expect(languageFromHeader('ar')).toBe('ar');
    expect(languageFromHeader('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromHeader('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageFromHeader('fr-FR, ar;q=0.5')).toBe('ar');
    expect(languageFromHeader('en;q=0.2, ar;q=0.7')).toBe('ar');
    expect(languageFromHeader('fr, de')).toBe('en');
    expect(languageFromHeader('ar;q=0')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('')).toBe('en');
  });
});
