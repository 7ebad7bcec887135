import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, registerCatalogue } from './catalogueRegistry';
import { DEFAULT_LANGUAGE, LANGUAGES, readStoredLanguage } from './languages';

/** The namespace of the texts of @rtm/frontend itself (enumerations, validation messages, shared components). */
export const COMMON_NS = 'common';

registerCatalogue(COMMON_NS, { en: () => import('./en.json'), ar: () => import('./ar.json') });

/**
 * The one i18next instance of the page. @rtm/frontend/i18n is a Module Federation singleton, so the
 * shell and every remote translate through this instance and follow a language switch at run time.
 * Plurals use the language's Intl.PluralRules (Arabic: zero, one, two, few, many, other).
 */
export const i18n: I18n = createInstance();

let initialised: Promise<unknown> | undefined;

/** Starts i18next once, in the stored language; the LanguageProvider waits for it before rendering anything. */
export function initI18n(): Promise<unknown> {
  initialised ??= i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: readStoredLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [COMMON_NS],
      defaultNS: COMMON_NS,
      fallbackNS: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
  return initialised;
}
