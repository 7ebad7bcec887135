import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from './languages';

/**
 * antd's texts of its own components (pagination, empty lists, date pickers) in a language. Arabic is
 * fetched on first use only, so an English page does not carry it. English is always given explicitly:
 * a ConfigProvider whose locale becomes undefined drops its LocaleProvider, which remounts the whole
 * page (forms lose what was typed).
 */
const loaders: Record<Language, () => Promise<Locale | undefined>> = {
  en: () => Promise.resolve(enUS),
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
