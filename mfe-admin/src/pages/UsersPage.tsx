import { useState } from 'react';
import { Button, Card } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { PageHeader, SkeletonRows } from '@rtm/frontend/ui';
import { AddUserDialog } from '../components/users/AddUserDialog';
import { UsersTable } from '../components/users/UsersTable';
import { useDepartments, useUsersWithAccounts } from '@rtm/frontend/directory';
import { useCurrentUser } from '@rtm/frontend/auth';
import { useAdminTranslation } from '../i18n';

/** /users: User Management (SPEC section 2). */
export function UsersPage() {
  const users = useUsersWithAccounts();
  const departments = useDepartments();
  const { user: me } = useCurrentUser();
  const { t } = useAdminTranslation();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            {t('users.add')}
          </Button>
        }
      />
      <Card>
        {users.isLoading ? (
          <SkeletonRows count={5} avatar />
        ) : (
          <UsersTable users={users.data ?? []} departments={departments.data ?? []} currentUserId={me?.id} />
        )}
      </Card>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} departments={departments.data ?? []} />
    </>
  );
}
