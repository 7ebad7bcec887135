import { COMMON_NS, registerCatalogue, useTranslation } from '@rtm/frontend/i18n';

/** mfe-admin's texts; enumerations and shared texts come from the common catalogue ('common:...'). */
export const ADMIN_NS = 'admin';

registerCatalogue(ADMIN_NS, { en: () => import('./en.json'), ar: () => import('./ar.json') });

export function useAdminTranslation() {
  return useTranslation([ADMIN_NS, COMMON_NS]);
}
