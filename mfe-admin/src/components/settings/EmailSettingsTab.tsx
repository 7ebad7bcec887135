import { EmptyState } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';

/** SMTP settings form: comes with the notification slice. */
export function EmailSettingsTab() {
  const { t } = useAdminTranslation();
  return <EmptyState title={t('settings.smtpTitle')} description={t('settings.smtpNotYet')} />;
}
