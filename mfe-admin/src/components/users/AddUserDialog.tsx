import { Form, Input, Select } from 'antd';
import { DEFAULT_USER_ROLE, LIMITS, USER_ROLES, type CreateUserInput, type DepartmentDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { FormDialog } from '@rtm/frontend/ui';
import { useCreateUser } from '../../hooks/useCreateUser';
import { useAdminTranslation } from '../../i18n';

interface AddUserValues {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  email?: string;
  role: CreateUserInput['role'];
  departmentId?: number;
}

export interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  departments: readonly DepartmentDto[];
}

/** 'Add User': names, username and password required; password at least 6; e-mail optional but e-mail shaped. */
export function AddUserDialog({ open, onClose, departments }: AddUserDialogProps) {
  const [form] = Form.useForm<AddUserValues>();
  const createUser = useCreateUser();
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = (values: AddUserValues) =>
    createUser.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        password: values.password,
        email: values.email?.trim() || undefined,
        role: values.role,
        departmentId: values.departmentId ?? null,
      },
      { onSuccess: close },
    );

  return (
    <FormDialog<AddUserValues>
      form={form}
      name="add-user"
      title={t('users.dialog.title')}
      okText={t('users.dialog.submit')}
      open={open}
      onCancel={close}
      onFinish={submit}
      saving={createUser.isPending}
      initialValues={{ role: DEFAULT_USER_ROLE }}
    >
      <Form.Item
        name="firstName"
        label={t('users.dialog.firstName')}
        rules={[{ required: true, whitespace: true, message: t('common:validation.firstNameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="lastName"
        label={t('users.dialog.lastName')}
        rules={[{ required: true, whitespace: true, message: t('common:validation.lastNameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('users.dialog.username')}
        rules={[{ required: true, whitespace: true, message: t('common:validation.usernameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('users.dialog.password')}
        rules={[
          { required: true, message: t('common:validation.passwordRequired') },
          { min: LIMITS.passwordMin, message: t('common:validation.passwordMin') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="email" label={t('users.dialog.email')} rules={[{ type: 'email', message: t('common:validation.invalidEmail') }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={t('users.dialog.role')}>
        <Select options={USER_ROLES.map((role) => ({ value: role, label: labels.role(role) }))} />
      </Form.Item>
      <Form.Item name="departmentId" label={t('users.dialog.department')}>
        <Select allowClear placeholder={t('users.dialog.none')} options={departments.map((d) => ({ value: d.id, label: d.name }))} />
      </Form.Item>
    </FormDialog>
  );
}
