import { Form, Input, Modal, Select } from 'antd';
import { DEFAULT_USER_ROLE, LIMITS, USER_ROLES, VALIDATION, type CreateUserInput, type DepartmentDto } from '@rtm/contracts';
import { roleLabel } from '@rtm/frontend/ui';
import { useCreateUser } from '../../hooks/useCreateUser';

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
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
      },
    );

  return (
    <Modal
      title="Add User"
      open={open}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      onOk={() => form.submit()}
      okText="Create User"
      confirmLoading={createUser.isPending}
      forceRender
    >
      <Form<AddUserValues> form={form} layout="vertical" onFinish={submit} initialValues={{ role: DEFAULT_USER_ROLE }} name="add-user">
        <Form.Item
          name="firstName"
          label="First Name"
          rules={[{ required: true, whitespace: true, message: VALIDATION.firstNameRequired }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name" rules={[{ required: true, whitespace: true, message: VALIDATION.lastNameRequired }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="username" label="Username" rules={[{ required: true, whitespace: true, message: VALIDATION.usernameRequired }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[
            { required: true, message: VALIDATION.passwordRequired },
            { min: LIMITS.passwordMin, message: VALIDATION.passwordMin },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[{ type: 'email', message: VALIDATION.invalidEmail }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select options={USER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))} />
        </Form.Item>
        <Form.Item name="departmentId" label="Department">
          <Select allowClear placeholder="None" options={departments.map((d) => ({ value: d.id, label: d.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
