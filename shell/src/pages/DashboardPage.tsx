import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ACTIVITY_LOG_ROLES, shortName } from '@rtm/contracts';
import { hasRole, useCurrentUser } from '@rtm/frontend/auth';
import { RemoteComponent } from '@rtm/frontend/mf-runtime';
import { LoadingScreen, PageHeader } from '@rtm/frontend/ui';
import { REMOTES } from '../routes/remoteSections';

/** '/' for now: greeting, 'Report Risk', and the Recent Activity widget of mfe-admin (full dashboard later). */
export function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  if (isLoading || !user) return <LoadingScreen text="Loading dashboard..." />;

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={`Welcome back, ${shortName(user, user.username)}`}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/risks/new')}>
            Report Risk
          </Button>
        }
      />
      {hasRole(user, ACTIVITY_LOG_ROLES) && <RemoteComponent remote={REMOTES.admin} module="./ActivityFeed" />}
    </Flex>
  );
}
