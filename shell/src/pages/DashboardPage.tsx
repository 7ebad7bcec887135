import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ACTIVITY_LOG_ROLES, shortName } from '@rtm/contracts';
import { hasRole, useCurrentUser } from '@rtm/frontend/auth';
import { RemoteComponent } from '@rtm/frontend/mf-runtime';
import { LoadingScreen, PageHeader } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';
import { REMOTES } from '../routes/remoteSections';

/** '/' for now: greeting, 'Report Risk', and the Recent Activity widget of mfe-admin (full dashboard later). */
export function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useShellTranslation();
  if (isLoading || !user) return <LoadingScreen text={t('dashboard.loading')} />;

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={t('dashboard.welcome', { name: shortName(user, user.username) })}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/risks/new')}>
            {t('dashboard.reportRisk')}
          </Button>
        }
      />
      {hasRole(user, ACTIVITY_LOG_ROLES) && <RemoteComponent remote={REMOTES.admin} module="./ActivityFeed" />}
    </Flex>
  );
}
