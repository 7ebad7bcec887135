import { useEffect } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import type { SmtpSettingsDto, SmtpSettingsInput } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useRevalidateOnLanguageChange } from '@rtm/frontend/i18n';
import { SkeletonRows } from '@rtm/frontend/ui';
import { useSaveSmtpSettings, useSmtpSettings, useTestSmtpSettings } from '../../hooks/useSettings';
import { useAdminTranslation } from '../../i18n';

type SmtpForm = Required<Omit<SmtpSettingsInput, 'username' | 'password' | 'fromName'>> & {
  username?: string;
  password?: string;
  fromName?: string;
  testTo?: string;
};

const toForm = (s: SmtpSettingsDto): SmtpForm => ({
  host: s.host,
  port: s.port,
  secure: s.secure,
  username: s.username ?? '',
  password: '',
  fromEmail: s.fromEmail,
  fromName: s.fromName ?? '',
  isActive: s.isActive,
});

const toInput = ({ testTo: _testTo, ...v }: SmtpForm): SmtpSettingsInput => ({
  ...v,
  host: v.host.trim(),
  username: v.username?.trim() || null,
  password: v.password || undefined,
  fromEmail: v.fromEmail.trim(),
  fromName: v.fromName?.trim() || null,
});

/** The SMTP settings form (4 skeletons while loading); the stored password is never shown, only that one is set. */
export function EmailSettingsTab() {
  const settings = useSmtpSettings();
  const save = useSaveSmtpSettings();
  const test = useTestSmtpSettings();
  const { t } = useAdminTranslation();
  const [form] = Form.useForm<SmtpForm>();
  useRevalidateOnLanguageChange(form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toForm(settings.data));
  }, [settings.data, form]);

  if (settings.isLoading) return <SkeletonRows count={4} />;

  const submit = (values: SmtpForm) => save.mutate(toInput(values), { onSuccess: () => form.setFieldValue('password', '') });
  const sendTest = async () => {
    const values = await form.validateFields();
    test.mutate({ ...toInput(values), to: (values.testTo ?? '').trim() });
  };

  return (
    <Form<SmtpForm> form={form} layout="vertical" name="smtp-settings" onFinish={submit} style={{ maxWidth: 640 }}>
      <Typography.Title level={4}>{t('settings.smtpTitle')}</Typography.Title>
      <Flex gap={16} wrap>
        <Form.Item
          name="host"
          label={t('settings.smtp.host')}
          style={{ flex: '1 1 280px' }}
          rules={[
            { required: true, whitespace: true, message: t('settings.smtp.hostRequired') },
            { pattern: /^[^\s]+$/, message: t('settings.smtp.hostInvalid') },
          ]}
        >
          <Input dir="ltr" autoComplete="off" placeholder="smtp.example.com" />
        </Form.Item>
        <Form.Item
          name="port"
          label={t('settings.smtp.port')}
          style={{ flex: '0 1 140px' }}
          rules={[{ required: true, type: 'integer', min: 1, max: 65535, message: t('settings.smtp.portInvalid') }]}
        >
          {/* No min/max here: InputNumber would clamp 70000 to 65535 and save it silently; the rule above refuses it. */}
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="secure" label={t('settings.smtp.secure')} valuePropName="checked" extra={t('settings.smtp.secureHelp')}>
        <Switch />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="username" label={t('settings.smtp.username')} style={{ flex: '1 1 240px' }}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('settings.smtp.password')}
          style={{ flex: '1 1 240px' }}
          extra={settings.data?.hasPassword ? t('settings.smtp.passwordSet') : undefined}
        >
          <Input.Password dir="ltr" autoComplete="new-password" placeholder={settings.data?.hasPassword ? '••••••••' : undefined} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="fromEmail"
          label={t('settings.smtp.fromEmail')}
          style={{ flex: '1 1 240px' }}
          rules={[{ required: true, type: 'email', message: t('common:validation.invalidEmail') }]}
        >
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="fromName" label={t('settings.smtp.fromName')} style={{ flex: '1 1 240px' }}>
          <Input dir="auto" autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="isActive" label={t('settings.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.smtp.save')}
      </Button>

      <Typography.Title level={5} style={{ marginTop: 32 }}>
        {t('settings.smtp.testTitle')}
      </Typography.Title>
      <Flex gap={8} align="start" wrap>
        <Form.Item
          name="testTo"
          label={t('settings.smtp.testTo')}
          style={{ flex: '1 1 280px' }}
          rules={[{ type: 'email', message: t('common:validation.invalidEmail') }]}
        >
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Button onClick={() => void sendTest().catch(() => undefined)} loading={test.isPending} style={{ marginTop: 30 }}>
          {t('settings.smtp.sendTest')}
        </Button>
      </Flex>
      {test.data && (
        <Alert
          type={test.data.ok ? 'success' : 'error'}
          showIcon
          title={test.data.ok ? t('settings.smtp.testSent') : t('settings.smtp.testFailed')}
          description={<span dir="ltr">{test.data.response}</span>}
          data-testid="smtp-test-result"
        />
      )}
      {test.isError && (
        <Alert
          type="error"
          showIcon
          title={t('settings.smtp.testFailed')}
          description={serverMessage(test.error, '')}
          data-testid="smtp-test-result"
        />
      )}
    </Form>
  );
}
