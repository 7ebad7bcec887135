import { Button, Table, type TableColumnsType } from 'antd';
import type { DepartmentDto, UserDto } from '@rtm/contracts';
import { EmptyState, PersonLabel } from '@rtm/frontend/ui';

export interface DepartmentsTableProps {
  departments: readonly DepartmentDto[];
  users: readonly UserDto[];
  onEditManager: (department: DepartmentDto) => void;
}

export function DepartmentsTable({ departments, users, onEditManager }: DepartmentsTableProps) {
  const manager = (id: string | null) => (id ? users.find((u) => u.id === id) : undefined);
  const columns: TableColumnsType<DepartmentDto> = [
    { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
    { key: 'description', title: 'Description', dataIndex: 'description', render: (d: string | null) => d || '—' },
    {
      key: 'manager',
      title: 'Manager',
      render: (_, dept) => {
        const m = manager(dept.managerId);
        return m ? <PersonLabel person={m} secondary={m.email} /> : '—';
      },
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, dept) => (
        <Button size="small" onClick={() => onEditManager(dept)} data-testid={`manager-button-${dept.id}`}>
          {dept.managerId ? 'Change Manager' : 'Assign'}
        </Button>
      ),
    },
  ];
  return (
    <Table<DepartmentDto>
      rowKey="id"
      columns={columns}
      dataSource={departments as DepartmentDto[]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState title="No departments yet" /> }}
      data-testid="departments-table"
    />
  );
}
