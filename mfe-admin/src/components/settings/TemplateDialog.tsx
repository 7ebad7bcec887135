import { useEffect } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { LANGUAGES, TEMPLATE_TYPES, type EmailTemplateDto, type EmailTemplateInput } from '@rtm/contracts';
import { FormDialog } from '@rtm/frontend/ui';
import { useCreateTemplate, useUpdateTemplate } from '../../hooks/useSettings';
import { useAdminTranslation } from '../../i18n';

/** What a template may use (the names are code, the same in every language). */
const TEMPLATE_VARIABLES = ['userName', 'taskTitle', 'taskLink', 'dueDate', 'riskTitle', 'riskId', 'riskLink']
  .map((v) => `{{${v}}}`)
  .join(', ');

const EMPTY: EmailTemplateInput = {
  name: '',
  type: 'task_assigned',
  language: 'en',
  subject: '',
  bodyHtml: '',
  bodyText: '',
  isActive: true,
};

/** Add (template null) or edit a mail template; the server checks that it compiles and says where it does not. */
export function TemplateDialog({ open, template, onClose }: { open: boolean; template: EmailTemplateDto | null; onClose: () => void }) {
  const [form] = Form.useForm<EmailTemplateInput>();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const { t } = useAdminTranslation();

  useEffect(() => {
    if (open) form.setFieldsValue(template ? { ...template, bodyText: template.bodyText ?? '' } : EMPTY);
  }, [open, template, form]);

  const submit = (values: EmailTemplateInput) => {
    const input = {
      ...values,
      name: values.name.trim(),
      subject: values.subject.trim(),
      bodyText: values.bodyText?.trim() ? values.bodyText : null,
    };
    if (template) update.mutate({ id: template.id, ...input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onClose });
  };

  return (
    <FormDialog<EmailTemplateInput>
      form={form}
      name="email-template"
      title={template ? t('settings.template.edit') : t('settings.template.add')}
      okText={template ? t('settings.template.saveChanges') : t('settings.template.create')}
      open={open}
      onCancel={onClose}
      onFinish={submit}
      saving={create.isPending || update.isPending}
      width={720}
    >
      <Form.Item
        name="name"
        label={t('settings.template.name')}
        rules={[{ required: true, whitespace: true, message: t('settings.template.nameRequired') }]}
      >
        <Input dir="auto" autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('settings.template.type')} rules={[{ required: true, message: t('settings.template.typeRequired') }]}>
        <Select options={TEMPLATE_TYPES.map((type) => ({ value: type, label: t(`settings.templateType.${type}`) }))} />
      </Form.Item>
      <Form.Item name="language" label={t('settings.template.language')}>
        <Select options={LANGUAGES.map((language) => ({ value: language, label: t(`settings.languageName.${language}`) }))} />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('settings.template.subject')}
        rules={[{ required: true, whitespace: true, message: t('settings.template.subjectRequired') }]}
      >
        <Input dir="auto" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="bodyHtml"
        label={t('settings.template.bodyHtml')}
        extra={t('settings.template.variables', { list: TEMPLATE_VARIABLES })}
        rules={[{ required: true, whitespace: true, message: t('settings.template.bodyHtmlRequired') }]}
      >
        <Input.TextArea rows={6} dir="auto" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="bodyText" label={t('settings.template.bodyText')}>
        <Input.TextArea rows={4} dir="auto" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="isActive" label={t('settings.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
