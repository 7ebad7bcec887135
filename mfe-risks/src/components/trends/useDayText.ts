import { useCallback } from 'react';
import { useRisksTranslation } from '../../i18n';

/**
 * A day (YYYY-MM-DD) to put in a sentence: in a right-to-left page it is isolated left to right (LRI ... PDI), or the
 * bidirectional algorithm shows 2026-11-28 as 28-11-2026.
 */
export function useDayText(): (day: string) => string {
  const { i18n } = useRisksTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return useCallback((day: string) => (rtl ? `\u2066${day}\u2069` : day), [rtl]);
}
