import type { Locale } from 'antd/es/locale';
import type { Language } from './languages';

/**
 * antd's texts of its own components (pagination, empty lists, date pickers) in a language; English is
 * antd's built-in default. Arabic is fetched on first use only, so an English page does not carry it.
 */
const loaders: Record<Language, () => Promise<Locale | undefined>> = {
  en: () => Promise.resolve(undefined),
  ar: () => import('antd/es/locale/ar_EG').then((m) => m.default),
};

const cache = new Map<Language, Promise<Locale | undefined>>();

export function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  let promise = cache.get(language);
  if (!promise) {
    promise = loaders[language]().catch((err: unknown) => {
      cache.delete(language);
      throw err;
    });
    cache.set(language, promise);
  }
  return promise;
}
