import { useMemo } from 'react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DATE_FORMATS } from '@rtm/contracts';
import { DAYJS_ARABIC } from '../i18n/dayjsArabic';
import { useLanguage } from '../i18n/LanguageContext';
import type { Language } from '../i18n/languages';

dayjs.extend(relativeTime);
dayjs.locale(DAYJS_ARABIC, undefined, true); // registers 'ar' without making it the global default

export type DateFormat = keyof typeof DATE_FORMATS;
type DateInput = string | number | Date | null | undefined;

/** SPEC section 9's 'MMM d', 'MMM d, yyyy', 'MMM d, yyyy at h:mm a', and their Arabic order (day first). */
const FORMATS: Record<Language, Record<DateFormat, string>> = {
  en: DATE_FORMATS,
  ar: { short: 'D MMM', medium: 'D MMM YYYY', long: 'D MMM YYYY، [الساعة] h:mm A' },
};

const DAYJS_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar' };

/** A date in one of the spec's formats, in `language` with Western digits; '' when absent or invalid. */
export function formatDate(value: DateInput, format: DateFormat = 'medium', language: Language = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.locale(DAYJS_LOCALES[language]).format(FORMATS[language][format]) : '';
}

/** Relative time such as '5 minutes ago' / 'منذ 5 دقائق'. */
export function formatRelative(value: DateInput, language: Language = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.locale(DAYJS_LOCALES[language]).fromNow() : '';
}

/** formatDate and formatRelative in the page's language (the component re-renders on a switch). */
export function useDateFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      formatDate: (value: DateInput, format: DateFormat = 'medium') => formatDate(value, format, language),
      formatRelative: (value: DateInput) => formatRelative(value, language),
    }),
    [language],
  );
}
