import { useEffect, useState } from 'react';
import { Modal, Typography } from 'antd';
import { OWNER_ROLES, type DepartmentDto, type UserListEntry } from '@rtm/contracts';
import { UserPicker } from '@rtm/frontend/directory';
import { useSetDepartmentManager } from '../../hooks/useSetDepartmentManager';
import { useAdminTranslation } from '../../i18n';

const NONE = '__none__';

export interface ManagerDialogProps {
  /** The department whose manager is edited; null when closed. */
  department: DepartmentDto | null;
  /** Users whose names are known (the managers of the table), so the current manager shows by name. */
  users: readonly UserListEntry[];
  onClose: () => void;
}

/** 'Assign' / 'Change Manager': choices limited to managers and system admins, searched on the server; None clears the manager. */
export function ManagerDialog({ department, users, onClose }: ManagerDialogProps) {
  const setManager = useSetDepartmentManager();
  const { t } = useAdminTranslation();
  const [choice, setChoice] = useState<string>(NONE);
  useEffect(() => setChoice(department?.managerId ?? NONE), [department]);

  const current = users.find((u) => u.id === department?.managerId);

  const save = () => {
    if (!department) return;
    setManager.mutate({ departmentId: department.id, managerId: choice === NONE ? null : choice }, { onSuccess: onClose });
  };

  return (
    <Modal
      title={department?.managerId ? t('departments.changeManager') : t('departments.assignManager')}
      open={!!department}
      onCancel={onClose}
      onOk={save}
      okText={t('departments.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={setManager.isPending}
    >
      <Typography.Paragraph type="secondary">{department?.name}</Typography.Paragraph>
      <UserPicker
        style={{ width: '100%' }}
        roles={OWNER_ROLES}
        leadingOptions={[{ value: NONE, label: t('departments.none') }]}
        selected={current}
        value={choice}
        onChange={(userId) => setChoice(userId ?? NONE)}
        aria-label={t('departments.managerLabel')}
        data-testid="manager-select"
      />
    </Modal>
  );
}
