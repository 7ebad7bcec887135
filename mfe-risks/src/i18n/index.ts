import { COMMON_NS, registerCatalogue, useTranslation } from '@rtm/frontend/i18n';

/** mfe-risks' texts; enumerations and shared texts come from the common catalogue ('common:...'). */
export const RISKS_NS = 'risks';

registerCatalogue(RISKS_NS, { en: () => import('./en.json'), ar: () => import('./ar.json') });

export function useRisksTranslation() {
  return useTranslation([RISKS_NS, COMMON_NS]);
}
