/**
 * Rules every catalogue obeys, shared by the unit tests of each front-end package and by the CI check
 * (scripts/i18n/check-catalogues.mjs). No imports: Node runs this file as it is (type stripping).
 */

export type Catalogue = { [key: string]: string | Catalogue };

/** i18next's plural suffixes (Intl.PluralRules categories). */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_SUFFIXES.join('|')})$`);

/** Every key of a nested catalogue, dotted ('risk.list.title'); plural keys keep their suffix. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenKeys(value, path)) out.set(k, v);
  }
  return out;
}

/** 'upload.created_few' -> { base: 'upload.created', form: 'few' }; a key without a plural suffix -> form null. */
export function splitPlural(key: string): { base: string; form: string | null } {
  const match = PLURAL_KEY.exec(key);
  return match ? { base: match[1], form: match[2] } : { base: key, form: null };
}

/** The plural forms a language needs (en: one, other; ar: zero, one, two, few, many, other). */
export function pluralFormsOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}

/** The keys texts are looked up by: plural keys collapse to their base. */
export function baseKeys(catalogue: Catalogue): Set<string> {
  return new Set([...flattenKeys(catalogue).keys()].map((k) => splitPlural(k).base));
}

/**
 * Problems of one namespace's catalogues: a key present in one language and not in the other, a plural
 * key without every form its language needs, an empty text, or placeholders ({{name}}) that differ.
 */
export function catalogueProblems(catalogues: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const languages = Object.keys(catalogues);
  const flat = Object.fromEntries(languages.map((l) => [l, flattenKeys(catalogues[l])]));
  const bases = Object.fromEntries(languages.map((l) => [l, baseKeys(catalogues[l])]));
  const all = new Set(languages.flatMap((l) => [...bases[l]]));
  for (const key of [...all].sort()) {
    const placeholders: Record<string, string> = {};
    for (const language of languages) {
      if (!bases[language].has(key)) {
        problems.push(`${language}: missing "${key}"`);
        continue;
      }
      const texts = [...flat[language].entries()].filter(([k]) => splitPlural(k).base === key);
      const forms = texts.map(([k]) => splitPlural(k).form).filter((f): f is string => f !== null);
      if (forms.length) {
        for (const form of pluralFormsOf(language)) {
          if (!forms.includes(form)) problems.push(`${language}: "${key}" lacks the plural form "${form}"`);
        }
      }
      for (const [k, text] of texts) if (!text.trim()) problems.push(`${language}: "${k}" is empty`);
      placeholders[language] = [...new Set(texts.flatMap(([, text]) => text.match(/\{\{[^}]+\}\}/g) ?? []))]
        .filter((p) => p !== '{{count}}')
        .sort()
        .join(' ');
    }
    const distinct = new Set(Object.values(placeholders));
    if (distinct.size > 1) problems.push(`"${key}" has different placeholders: ${JSON.stringify(placeholders)}`);
  }
  return problems;
}
