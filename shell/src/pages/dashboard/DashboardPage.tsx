import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { shortName } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { LoadingScreen, PageHeader } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { EscalationAlertsCard } from './EscalationAlertsCard';
import { GovernanceCards } from './GovernanceCards';
import { ReviewCards } from './ReviewCards';
import { RoleSections } from './RoleSections';
import { StatCards } from './StatCards';

/**
 * '/' (SPEC section 2): greeting and Report Risk, the stat cards, the appetite and acceptance cards (issue 25), the
 * review cards (issue 26), the escalation alerts, then the role's sections.
 */
export function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useShellTranslation();
  if (isLoading || !user) return <LoadingScreen text={t('dashboard.loading')} />;

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('dashboard.welcome', { name: shortName(user, user.username) })}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/risks/new')}>
            {t('dashboard.reportRisk')}
          </Button>
        }
      />
      <StatCards />
      <GovernanceCards role={user.role} />
      <ReviewCards role={user.role} />
      <EscalationAlertsCard />
      <RoleSections role={user.role} />
    </Flex>
  );
}

export default DashboardPage;
