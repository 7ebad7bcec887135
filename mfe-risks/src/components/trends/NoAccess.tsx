import { LockOutlined } from '@ant-design/icons';
import { EmptyState } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

/** What a signed-in user whose role may not use the page sees instead of it (as mfe-admin's pages answer). */
export function NoAccess() {
  const { t } = useRisksTranslation();
  return (
    <EmptyState
      icon={<LockOutlined style={{ fontSize: 48 }} />}
      title={t('noAccess.title')}
      description={t('noAccess.text')}
      data-testid="no-access"
    />
  );
}
