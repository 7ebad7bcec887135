import { COMMON_NS, registerCatalogue, useTranslation } from '@rtm/frontend/i18n';

/** mfe-tasks' texts; enumerations and shared texts come from the common catalogue ('common:...'). */
export const TASKS_NS = 'tasks';

registerCatalogue(TASKS_NS, { en: () => import('./en.json'), ar: () => import('./ar.json') });

export function useTasksTranslation() {
  return useTranslation([TASKS_NS, COMMON_NS]);
}
