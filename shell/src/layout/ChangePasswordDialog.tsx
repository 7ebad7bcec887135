import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { LIMITS } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { changePassword } from '@rtm/frontend/auth';
import { FormDialog, useToast } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The signed-in user's own password: the current one, the new one twice. Other sessions of the user end. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { t } = useShellTranslation();
  const toast = useToast();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(t('password.changed'));
      close();
    },
    onError: (err) => toast.error(serverMessage(err, t('password.failed'))),
  });

  return (
    <FormDialog<ChangePasswordValues>
      form={form}
      name="change-password"
      title={t('password.title')}
      okText={t('password.submit')}
      open={open}
      onCancel={close}
      onFinish={({ currentPassword, newPassword }) => mutation.mutate({ currentPassword, newPassword })}
      saving={mutation.isPending}
    >
      <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true, message: t('password.currentRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        rules={[
          { required: true, message: t('common:validation.passwordRequired') },
          { min: LIMITS.passwordMin, message: t('common:validation.passwordMin') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
