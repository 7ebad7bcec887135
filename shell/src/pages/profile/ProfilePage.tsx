import { Flex } from 'antd';
import { displayName } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { LoadingScreen, PageHeader } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { SessionsCard } from './SessionsCard';

/** '/profile': the signed-in person's own account: their sessions (issue 30). */
export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useShellTranslation();
  if (isLoading || !user) return <LoadingScreen text={t('profile.loading')} />;
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('profile.title')} subtitle={<span dir="auto">{displayName(user)}</span>} />
      <SessionsCard />
    </Flex>
  );
}

export default ProfilePage;
