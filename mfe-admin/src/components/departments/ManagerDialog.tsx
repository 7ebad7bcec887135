import { useEffect, useState } from 'react';
import { Modal, Select, Typography } from 'antd';
import { displayName, OWNER_ROLES, type DepartmentDto, type UserListEntry } from '@rtm/contracts';
import { useSetDepartmentManager } from '../../hooks/useSetDepartmentManager';
import { useAdminTranslation } from '../../i18n';

const NONE = '__none__';

export interface ManagerDialogProps {
  /** The department whose manager is edited; null when closed. */
  department: DepartmentDto | null;
  users: readonly UserListEntry[];
  onClose: () => void;
}

/** 'Assign' / 'Change Manager': choices limited to managers and system admins; None clears the manager. */
export function ManagerDialog({ department, users, onClose }: ManagerDialogProps) {
  const setManager = useSetDepartmentManager();
  const { t } = useAdminTranslation();
  const [choice, setChoice] = useState<string>(NONE);
  useEffect(() => setChoice(department?.managerId ?? NONE), [department]);

  const candidates = users.filter((u) => OWNER_ROLES.includes(u.role));
  const options = [
    { value: NONE, label: t('departments.none') },
    ...candidates.map((u) => ({ value: u.id, label: u.email ? `${displayName(u)} (${u.email})` : displayName(u) })),
  ];

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
      <Select
        style={{ width: '100%' }}
        value={choice}
        onChange={setChoice}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('departments.managerLabel')}
        data-testid="manager-select"
      />
    </Modal>
  );
}
