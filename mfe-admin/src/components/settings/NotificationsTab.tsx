import { EmptyState } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';

/** Escalation rules table: comes with the notification slice. */
export function NotificationsTab() {
  const { t } = useAdminTranslation();
  return <EmptyState title={t('settings.escalationTitle')} description={t('settings.escalationNotYet')} />;
}
