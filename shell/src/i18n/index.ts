import { COMMON_NS, registerCatalogue, useTranslation } from '@rtm/frontend/i18n';

/** The shell's texts (layout, login, dashboard); shared texts come from the common catalogue ('common:...'). */
export const SHELL_NS = 'shell';

registerCatalogue(SHELL_NS, { en: () => import('./en.json'), ar: () => import('./ar.json') });

export function useShellTranslation() {
  return useTranslation([SHELL_NS, COMMON_NS]);
}
