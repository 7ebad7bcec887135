import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import type { DepartmentDto, UserListEntry } from '@rtm/contracts';
import { EmptyState, PersonLabel, useIsMobile, UserText } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';

export interface DepartmentsTableProps {
  departments: readonly DepartmentDto[];
  users: readonly UserListEntry[];
  onEditManager: (department: DepartmentDto) => void;
}

/** Name, Description, Manager, Actions ('Assign' or 'Change Manager'); one card per department below 768 px. */
export function DepartmentsTable({ departments, users, onEditManager }: DepartmentsTableProps) {
  const { t } = useAdminTranslation();
  const isMobile = useIsMobile();
  const manager = (id: string | null) => (id ? users.find((u) => u.id === id) : undefined);
  const managerButton = (dept: DepartmentDto) => (
    <Button size="small" onClick={() => onEditManager(dept)} data-testid={`manager-button-${dept.id}`}>
      {dept.managerId ? t('departments.changeManager') : t('departments.assign')}
    </Button>
  );
  const managerCell = (dept: DepartmentDto) => {
    const m = manager(dept.managerId);
    return m ? <PersonLabel person={m} secondary={m.email} /> : '—';
  };
  const empty = <EmptyState title={t('departments.empty')} />;

  if (isMobile) {
    if (!departments.length) return empty;
    return (
      <Flex vertical gap={8} data-testid="departments-cards">
        {departments.map((dept) => (
          <Card key={dept.id} size="small" data-testid="department-card">
            <Flex vertical gap={8}>
              <UserText strong>{dept.name}</UserText>
              {dept.description && <UserText type="secondary">{dept.description}</UserText>}
              {managerCell(dept)}
              <div>{managerButton(dept)}</div>
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }

  const columns: TableColumnsType<DepartmentDto> = [
    { key: 'name', title: t('departments.columns.name'), dataIndex: 'name', render: (name: string) => <UserText strong>{name}</UserText> },
    {
      key: 'description',
      title: t('departments.columns.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (d: string | null) =>
        d ? (
          <UserText cut tooltip>
            {d}
          </UserText>
        ) : (
          '—'
        ),
    },
    { key: 'manager', title: t('departments.columns.manager'), render: (_, dept) => managerCell(dept) },
    { key: 'actions', title: t('departments.columns.actions'), width: 170, render: (_, dept) => managerButton(dept) },
  ];
  return (
    <Table<DepartmentDto>
      rowKey="id"
      columns={columns}
      dataSource={departments as DepartmentDto[]}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 720 }}
      locale={{ emptyText: empty }}
      data-testid="departments-table"
    />
  );
}
