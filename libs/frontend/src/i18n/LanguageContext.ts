import { createContext, useContext } from 'react';
import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANGUAGE, directionOf, type Direction, type Language } from './languages';

export interface LanguageState {
  language: Language;
  direction: Direction;
  /** antd's texts for the language (undefined: antd's English). */
  antdLocale: Locale | undefined;
  /** Switches the whole page, remotes included, without a reload; resolves once the new texts are shown. */
  setLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  direction: directionOf(DEFAULT_LANGUAGE),
  antdLocale: undefined,
  setLanguage: async () => undefined,
});

/** The interface language of the surrounding LanguageProvider (the shell's, or a remote's dev host). */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
