/**
 * The Accept-Language of every API call: the page's language (the `lang` the LanguageProvider sets on
 * the document), so the gateway answers its messages in it. English when there is no document.
 */
export function requestLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** Headers every API call sends: JSON wanted, in the page's language. */
export function baseHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': requestLanguage() };
}
