import { useState } from 'react';
import { Alert, Form, Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { OWNER_ROLES, displayName, type UserDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys, useDepartments, UserPicker, useUserSearch } from '@rtm/frontend/directory';
import { SkeletonRows, useToast } from '@rtm/frontend/ui';
import { ownedOpenRisks, setDepartmentManager, setRiskOwner } from '../../api/adminApi';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useAdminTranslation } from '../../i18n';

export interface ReassignHoldingsDialogProps {
  /** The user whose change answered 409: they still own open risks or manage departments. */
  user: UserDto;
  open: boolean;
  onClose: () => void;
  /** The refused change, made again once everything is reassigned. */
  retry: () => Promise<unknown>;
}

interface Choice {
  riskOwnerId?: string;
  departmentManagerId?: string;
}

/**
 * Demoting or deactivating a user who owns open risks or manages a department is refused (409) until their
 * work has a new holder (issue 12). This dialog lists what they hold, takes a new risk owner and a new
 * department manager (active managers and system admins other than the user), gives each risk and department
 * its new holder through the owning services (each write with its event, as on the risk and department
 * screens), then makes the refused change again.
 */
export function ReassignHoldingsDialog({ user, open, onClose, retry }: ReassignHoldingsDialogProps) {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Choice>();
  const [busy, setBusy] = useState(false);
  const risks = useQuery({ queryKey: ['/api/risks', { ownedOpen: user.id }], queryFn: () => ownedOpenRisks(user.id), enabled: open });
  const departments = useDepartments();
  // The pickers' first page, which tells whether anyone can take the work over.
  const firstPage = useUserSearch('', { roles: OWNER_ROLES, enabled: open });
  const managed = (departments.data ?? []).filter((d) => d.managerId === user.id);
  const noCandidates = firstPage.total <= firstPage.users.length && firstPage.users.every((u) => u.id === user.id || u.isActive === false);
  const owned = risks.data ?? [];
  const loading = risks.isLoading || departments.isLoading || firstPage.loading;
  const exclude = [user.id];

  const submit = async ({ riskOwnerId, departmentManagerId }: Choice) => {
    setBusy(true);
    try {
      for (const risk of owned) await setRiskOwner({ riskId: risk.id, ownerId: riskOwnerId! });
      for (const department of managed) await setDepartmentManager({ departmentId: department.id, managerId: departmentManagerId! });
      toast.success(t('users.reassign.done'));
      void invalidate(['/api/risks'], directoryKeys.departments, activityKeys.all);
      await retry();
      form.resetFields();
      onClose();
    } catch (err) {
      toast.error(serverMessage(err, t('users.reassign.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('users.reassign.title', { name: displayName(user) })}
      open={open}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('users.reassign.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: loading }}
      confirmLoading={busy}
      destroyOnHidden
    >
      {loading ? (
        <SkeletonRows count={3} />
      ) : (
        <Form form={form} layout="vertical" name={`reassign-${user.id}`} onFinish={(values) => void submit(values)}>
          <Typography.Paragraph>{t('users.reassign.intro', { name: displayName(user) })}</Typography.Paragraph>
          {noCandidates && <Alert type="warning" showIcon title={t('users.reassign.noCandidates')} style={{ marginBottom: 16 }} />}
          {owned.length > 0 && (
            <>
              <Typography.Text strong>{t('users.reassign.risks', { count: owned.length })}</Typography.Text>
              <ul data-testid="reassign-risks" style={{ maxHeight: 160, overflow: 'auto', marginBlock: 8, paddingInlineStart: 20 }}>
                {owned.map((risk) => (
                  <li key={risk.id}>
                    {risk.riskId}: {risk.title}
                  </li>
                ))}
              </ul>
              <Form.Item
                name="riskOwnerId"
                label={t('users.reassign.newOwner')}
                rules={[{ required: true, message: t('users.reassign.newOwnerRequired') }]}
              >
                <UserPicker roles={OWNER_ROLES} excludeIds={exclude} data-testid="reassign-owner" />
              </Form.Item>
            </>
          )}
          {managed.length > 0 && (
            <>
              <Typography.Text strong>{t('users.reassign.departments', { count: managed.length })}</Typography.Text>
              <ul data-testid="reassign-departments" style={{ marginBlock: 8, paddingInlineStart: 20 }}>
                {managed.map((department) => (
                  <li key={department.id}>{department.name}</li>
                ))}
              </ul>
              <Form.Item
                name="departmentManagerId"
                label={t('users.reassign.newManager')}
                rules={[{ required: true, message: t('users.reassign.newManagerRequired') }]}
              >
                <UserPicker roles={OWNER_ROLES} excludeIds={exclude} data-testid="reassign-manager" />
              </Form.Item>
            </>
          )}
          {owned.length === 0 && managed.length === 0 && <Typography.Paragraph>{t('users.reassign.nothingLeft')}</Typography.Paragraph>}
        </Form>
      )}
    </Modal>
  );
}
