import { Card } from 'antd';
import { EmptyState, PageHeader } from '@rtm/frontend/ui';
import { ActivityList } from '../components/activity/ActivityList';
import { useAdminTranslation } from '../i18n';

/** /activity (SPEC section 2). */
export function ActivityLogPage() {
  const { t } = useAdminTranslation();
  return (
    <>
      <PageHeader title={t('activity.title')} subtitle={t('activity.subtitle')} />
      <Card>
        <ActivityList label={t('activity.title')} empty={<EmptyState title={t('activity.empty')} />} />
      </Card>
    </>
  );
}
