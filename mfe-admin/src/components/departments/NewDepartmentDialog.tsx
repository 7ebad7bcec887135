import { Form, Input, Modal } from 'antd';
import type { CreateDepartmentInput } from '@rtm/contracts';
import { useRevalidateOnLanguageChange } from '@rtm/frontend/i18n';
import { useCreateDepartment } from '../../hooks/useCreateDepartment';
import { useAdminTranslation } from '../../i18n';

export function NewDepartmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateDepartmentInput>();
  const createDepartment = useCreateDepartment();
  const { t } = useAdminTranslation();
  useRevalidateOnLanguageChange(form);
  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = (values: CreateDepartmentInput) =>
    createDepartment.mutate({ name: values.name.trim(), description: values.description?.trim() || undefined }, { onSuccess: close });

  return (
    <Modal
      title={t('departments.new')}
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('departments.dialog.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={createDepartment.isPending}
      forceRender
    >
      <Form<CreateDepartmentInput> form={form} layout="vertical" onFinish={submit} name="new-department">
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
      </Form>
    </Modal>
  );
}
