import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Switch, Tooltip } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { LIMITS, type UserDto } from '@rtm/contracts';
import { useRevalidateOnLanguageChange } from '@rtm/frontend/i18n';
import { useResetUserPassword, useSetUserActive } from '../../hooks/useUserAccount';
import { useAdminTranslation } from '../../i18n';
import { ReassignHoldingsDialog } from './ReassignHoldingsDialog';

/** The account switches of one user: active or not, and a new password (system_admin's users screen). */
export function UserAccountActions({ user, isSelf }: { user: UserDto; isSelf: boolean }) {
  const { t } = useAdminTranslation();
  const [refused, setRefused] = useState<{ userId: string; isActive: boolean } | null>(null);
  const setActive = useSetUserActive(setRefused);
  const [resetting, setResetting] = useState(false);
  return (
    <Flex gap={8} align="center">
      <Tooltip title={t(user.isActive ? 'users.active' : 'users.inactive')}>
        <Switch
          size="small"
          checked={user.isActive}
          disabled={isSelf}
          loading={setActive.isPending}
          aria-label={t('users.activeOf', { username: user.username })}
          onChange={(isActive) => setActive.mutate({ userId: user.id, isActive })}
        />
      </Tooltip>
      <Button
        size="small"
        icon={<KeyOutlined />}
        aria-label={t('users.resetPasswordOf', { username: user.username })}
        onClick={() => setResetting(true)}
      />
      <ResetPasswordDialog user={user} open={resetting} onClose={() => setResetting(false)} />
      {refused && <ReassignHoldingsDialog user={user} open onClose={() => setRefused(null)} retry={() => setActive.mutateAsync(refused)} />}
    </Flex>
  );
}

function ResetPasswordDialog({ user, open, onClose }: { user: UserDto; open: boolean; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const [form] = Form.useForm<{ newPassword: string }>();
  const reset = useResetUserPassword();
  useRevalidateOnLanguageChange(form);
  const close = () => {
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      title={t('users.resetPasswordTitle', { username: user.username })}
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('users.resetPassword')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name={`reset-password-${user.id}`}
        onFinish={({ newPassword }) => reset.mutate({ userId: user.id, newPassword }, { onSuccess: close })}
      >
        <Form.Item
          name="newPassword"
          label={t('users.newPassword')}
          extra={t('users.resetPasswordHint')}
          rules={[
            { required: true, message: t('common:validation.passwordRequired') },
            { min: LIMITS.passwordMin, message: t('common:validation.passwordMin') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
