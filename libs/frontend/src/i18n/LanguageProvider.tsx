import { Suspense, use, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { i18n, initI18n } from './i18n';
import { LanguageContext, type LanguageState } from './LanguageContext';
import { directionOf, readStoredLanguage, storeLanguage, type Language } from './languages';
import { loadAntdLocale } from './localeData';

/** Sets `lang` and `dir` on the document, so the browser, CSS and assistive technology mirror too. */
function applyToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

const initialLanguage = readStoredLanguage(); // the language i18n was initialised with
let initialLocale: Promise<Locale | undefined> | undefined;

/**
 * The page's language (localStorage `language`, default English): i18next's language, the document's
 * `lang`/`dir` and antd's locale, switched together. Instantiated once, by the shell (or a remote's dev
 * host); everything inside may suspend until its catalogue is loaded.
 */
export function LanguageProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LanguageStateProvider>{children}</LanguageStateProvider>
    </Suspense>
  );
}

function LanguageStateProvider({ children }: { children: ReactNode }) {
  initialLocale ??= Promise.all([initI18n(), loadAntdLocale(initialLanguage)]).then(([, locale]) => locale);
  const firstLocale = use(initialLocale);
  const [state, setState] = useState<{ language: Language; antdLocale: Locale | undefined }>({
    language: initialLanguage,
    antdLocale: firstLocale,
  });

  useLayoutEffect(() => applyToDocument(state.language), [state.language]);

  const setLanguage = useCallback(async (language: Language) => {
    const [antdLocale] = await Promise.all([loadAntdLocale(language), i18n.loadLanguages(language)]);
    await i18n.changeLanguage(language);
    storeLanguage(language);
    applyToDocument(language);
    setState({ language, antdLocale });
  }, []);

  const value = useMemo<LanguageState>(
    () => ({ language: state.language, direction: directionOf(state.language), antdLocale: state.antdLocale, setLanguage }),
    [state, setLanguage],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}
