import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@rtm/contracts';

/** The interface languages (LANGUAGES of the contracts): English, the default, and Arabic, right to left. */
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@rtm/contracts';
export type Direction = 'ltr' | 'rtl';

/** localStorage key of the chosen language, kept like the theme. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** Whether this browser holds a language chosen with the switch (a first visit holds none). */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for the page only.
  }
}
