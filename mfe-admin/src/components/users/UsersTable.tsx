import { Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { DepartmentDto, UserDto } from '@rtm/contracts';
import { EmptyState, PersonLabel, RoleBadge, useIsMobile } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';
import { UserAccountActions } from './UserAccountActions';
import { UserRoleSelect } from './UserRoleSelect';

export interface UsersTableProps {
  users: readonly UserDto[];
  departments: readonly DepartmentDto[];
  /** The signed-in administrator, who cannot deactivate themselves. */
  currentUserId: string | undefined;
}

/** User, Email, Role badge, Department, Actions (inline role selector); one card per user below 768 px. */
export function UsersTable({ users, departments, currentUserId }: UsersTableProps) {
  const { t } = useAdminTranslation();
  const isMobile = useIsMobile();
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name ?? '—';
  const empty = <EmptyState title={t('users.empty')} />;

  if (isMobile) {
    if (!users.length) return empty;
    return (
      <Flex vertical gap={8} data-testid="users-cards">
        {users.map((user) => (
          <Card key={user.id} size="small" data-testid="user-card">
            <Flex vertical gap={8}>
              <PersonLabel person={user} secondary={`@${user.username}`} />
              {user.email && <Typography.Text type="secondary">{user.email}</Typography.Text>}
              <Flex gap={8} align="center" wrap>
                <RoleBadge role={user.role} />
                <Typography.Text type="secondary">{departmentName(user.departmentId)}</Typography.Text>
              </Flex>
              <UserRoleSelect user={user} />
              <UserAccountActions user={user} isSelf={user.id === currentUserId} />
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }

  const columns: TableColumnsType<UserDto> = [
    { key: 'user', title: t('users.columns.user'), render: (_, user) => <PersonLabel person={user} secondary={`@${user.username}`} /> },
    {
      key: 'email',
      title: t('users.columns.email'),
      dataIndex: 'email',
      ellipsis: true,
      render: (email: string | null) => (email ? <span dir="auto">{email}</span> : '—'),
    },
    { key: 'role', title: t('users.columns.role'), dataIndex: 'role', width: 140, render: (_, user) => <RoleBadge role={user.role} /> },
    {
      key: 'department',
      title: t('users.columns.department'),
      width: 170,
      ellipsis: true,
      render: (_, user) => departmentName(user.departmentId),
    },
    {
      key: 'actions',
      title: t('users.columns.actions'),
      width: 290,
      render: (_, user) => (
        <Flex gap={8} align="center">
          <UserRoleSelect user={user} />
          <UserAccountActions user={user} isSelf={user.id === currentUserId} />
        </Flex>
      ),
    },
  ];
  return (
    <Table<UserDto>
      rowKey="id"
      columns={columns}
      dataSource={users as UserDto[]}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 920 }}
      locale={{ emptyText: empty }}
      data-testid="users-table"
    />
  );
}
