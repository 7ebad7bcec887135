import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useLanguage } from './LanguageContext';

/**
 * After a language switch, validates again the fields that show an error, so their messages follow the
 * new language (antd keeps the messages of the last validation).
 */
export function useRevalidateOnLanguageChange(form: FormInstance): void {
  const { language } = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length) form.validateFields(withErrors).catch(() => undefined);
  }, [form, language]);
}
