import { useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DepartmentDto } from '@rtm/contracts';
import { PageHeader, SkeletonRows } from '@rtm/frontend/ui';
import { DepartmentsTable } from '../components/departments/DepartmentsTable';
import { ManagerDialog } from '../components/departments/ManagerDialog';
import { NewDepartmentDialog } from '../components/departments/NewDepartmentDialog';
import { useDepartments, useUsersByIds } from '@rtm/frontend/directory';
import { useAdminTranslation } from '../i18n';

/** /departments (SPEC section 2). */
export function DepartmentsPage() {
  const departments = useDepartments();
  // The managers' names, asked by id: any of 10,000 users, not only a first page of them.
  const users = useUsersByIds((departments.data ?? []).flatMap((d) => (d.managerId ? [d.managerId] : [])));
  const { t } = useAdminTranslation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<DepartmentDto | null>(null);

  return (
    <>
      <PageHeader
        title={t('departments.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('departments.new')}
          </Button>
        }
      />
      <Card>
        {departments.isLoading ? (
          <SkeletonRows count={5} />
        ) : (
          <DepartmentsTable departments={departments.data ?? []} users={users} onEditManager={setEditing} />
        )}
      </Card>
      <NewDepartmentDialog open={creating} onClose={() => setCreating(false)} />
      <ManagerDialog department={editing} users={users} onClose={() => setEditing(null)} />
    </>
  );
}
