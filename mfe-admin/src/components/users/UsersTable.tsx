import { Card, Flex, Pagination, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { DepartmentDto, UserDto } from '@rtm/contracts';
import { EmptyState, PersonLabel, RoleBadge, useIsMobile, UserText } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';
import { UserAccountActions } from './UserAccountActions';
import { UserRoleSelect } from './UserRoleSelect';

export interface UsersTableProps {
  users: readonly UserDto[];
  departments: readonly DepartmentDto[];
  /** The signed-in administrator, who cannot deactivate themselves. */
  currentUserId: string | undefined;
  /** A new page is on its way (the rows shown are the previous ones). */
  loading: boolean;
  /** The server's paging: page, page size and the total of all matches. */
  pagination: TablePaginationConfig;
  onPage: (page: number, pageSize: number) => void;
}

/** User, Email, Role badge, Department, Actions (inline role selector); one card per user below 768 px. One page of the server's. */
export function UsersTable({ users, departments, currentUserId, loading, pagination, onPage }: UsersTableProps) {
  const { t } = useAdminTranslation();
  const isMobile = useIsMobile();
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name ?? '—';
  const empty = <EmptyState title={t('users.empty')} />;

  if (isMobile) {
    if (!users.length) return empty;
    return (
      <Flex vertical gap={8} data-testid="users-cards" aria-busy={loading}>
        {users.map((user) => (
          <Card key={user.id} size="small" data-testid="user-card">
            <Flex vertical gap={8}>
              <PersonLabel person={user} secondary={`@${user.username}`} />
              {user.email && <UserText type="secondary">{user.email}</UserText>}
              <Flex gap={8} align="center" wrap>
                <RoleBadge role={user.role} />
                <UserText type="secondary">{departmentName(user.departmentId)}</UserText>
              </Flex>
              <UserRoleSelect user={user} />
              <UserAccountActions user={user} isSelf={user.id === currentUserId} />
            </Flex>
          </Card>
        ))}
        <Pagination {...pagination} align="end" onChange={onPage} data-testid="users-pagination" />
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
      render: (email: string | null) =>
        email ? (
          <UserText cut tooltip>
            {email}
          </UserText>
        ) : (
          '—'
        ),
    },
    { key: 'role', title: t('users.columns.role'), dataIndex: 'role', width: 140, render: (_, user) => <RoleBadge role={user.role} /> },
    {
      key: 'department',
      title: t('users.columns.department'),
      width: 170,
      ellipsis: true,
      render: (_, user) => (
        <UserText cut tooltip>
          {departmentName(user.departmentId)}
        </UserText>
      ),
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
      loading={loading}
      pagination={pagination}
      onChange={(page) => onPage(page.current ?? 1, page.pageSize ?? pagination.pageSize ?? 20)}
      tableLayout="fixed"
      scroll={{ x: 920 }}
      locale={{ emptyText: empty }}
      data-testid="users-table"
    />
  );
}
