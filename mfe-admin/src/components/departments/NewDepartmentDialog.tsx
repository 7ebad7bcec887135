import { Form, Input } from 'antd';
import type { CreateDepartmentInput } from '@rtm/contracts';
import { FormDialog } from '@rtm/frontend/ui';
import { useCreateDepartment } from '../../hooks/useCreateDepartment';
import { useAdminTranslation } from '../../i18n';

export function NewDepartmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateDepartmentInput>();
  const createDepartment = useCreateDepartment();
  const { t } = useAdminTranslation();
  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = (values: CreateDepartmentInput) =>
    createDepartment.mutate({ name: values.name.trim(), description: values.description?.trim() || undefined }, { onSuccess: close });

  return (
    <FormDialog<CreateDepartmentInput>
      form={form}
      name="new-department"
      title={t('departments.new')}
      okText={t('departments.dialog.submit')}
      open={open}
      onCancel={close}
      onFinish={submit}
      saving={createDepartment.isPending}
    >
      <Form.Item
        name="name"
        label={t('departments.dialog.name')}
        rules={[{ required: true, whitespace: true, message: t('common:validation.departmentNameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('departments.dialog.description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
