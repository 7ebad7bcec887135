import { EmptyState } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';

/** E-mail templates list with add and edit dialogs: comes with the notification slice. */
export function TemplatesTab() {
  const { t } = useAdminTranslation();
  return <EmptyState title={t('settings.templatesTitle')} description={t('settings.templatesNotYet')} />;
}
