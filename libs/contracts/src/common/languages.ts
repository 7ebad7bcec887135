/** The interface languages (issue 9): English, the spec's and the default, and Arabic, right to left. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The message of a language the API does not know. */
export const LANGUAGE_MESSAGES = {
  invalid: `Language must be one of ${LANGUAGES.join(', ')}`,
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an `Accept-Language` header asks for among LANGUAGES (highest q first, 'ar-SA' counts as
 * 'ar'), English when it names none of them or is absent.
 */
export function languageFromHeader(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
