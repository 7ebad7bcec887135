import { Table, type TableColumnsType } from 'antd';
import type { DepartmentDto, UserDto } from '@rtm/contracts';
import { EmptyState, PersonLabel, RoleBadge } from '@rtm/frontend/ui';
import { UserRoleSelect } from './UserRoleSelect';

export interface UsersTableProps {
  users: readonly UserDto[];
  departments: readonly DepartmentDto[];
}

export function UsersTable({ users, departments }: UsersTableProps) {
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name ?? '—';
  const columns: TableColumnsType<UserDto> = [
    { key: 'user', title: 'User', render: (_, user) => <PersonLabel person={user} secondary={`@${user.username}`} /> },
    { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
    { key: 'role', title: 'Role', dataIndex: 'role', render: (_, user) => <RoleBadge role={user.role} /> },
    { key: 'department', title: 'Department', render: (_, user) => departmentName(user.departmentId) },
    { key: 'actions', title: 'Actions', render: (_, user) => <UserRoleSelect user={user} /> },
  ];
  return (
    <Table<UserDto>
      rowKey="id"
      columns={columns}
      dataSource={users as UserDto[]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState title="No users found" /> }}
      data-testid="users-table"
    />
  );
}
