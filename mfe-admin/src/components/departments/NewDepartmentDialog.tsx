import { Form, Input, Modal } from 'antd';
import { VALIDATION, type CreateDepartmentInput } from '@rtm/contracts';
import { useCreateDepartment } from '../../hooks/useCreateDepartment';

export function NewDepartmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateDepartmentInput>();
  const createDepartment = useCreateDepartment();
  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = (values: CreateDepartmentInput) =>
    createDepartment.mutate({ name: values.name.trim(), description: values.description?.trim() || undefined }, { onSuccess: close });

  return (
    <Modal
      title="New Department"
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText="Create Department"
      confirmLoading={createDepartment.isPending}
      forceRender
    >
      <Form<CreateDepartmentInput> form={form} layout="vertical" onFinish={submit} name="new-department">
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: VALIDATION.departmentNameRequired }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
