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

/** Set beside the language when it is the account's (adopted at sign-in), not one chosen in this browser. */
const FROM_ACCOUNT_KEY = 'languageFromAccount';

/** Whether this browser holds a language chosen with the switch (a first visit holds none, nor one adopted at sign-in). */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)) && localStorage.getItem(FROM_ACCOUNT_KEY) === null;
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

/** Keeps a language chosen in this browser (the switch): from now on it is this browser's own choice. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    localStorage.removeItem(FROM_ACCOUNT_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for the page only.
  }
}

/**
 * Shows the signed-in user's stored language in a browser without a choice of its own (read at the next page load).
 * Marked as the account's, so a later sign-in here takes the account's language again instead of sending this
 * one back to the server as a choice.
 */
export function adoptAccountLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    localStorage.setItem(FROM_ACCOUNT_KEY, '1');
  } catch {
    // As above: without storage the page stays in its language.
  }
}
