import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { login, useCurrentUser } from '../auth';
import { serverMessage } from '../api-client';
import { useCommonTranslation } from '../i18n';
import { LanguageSwitch } from '../ui';

/** Bare sign-in for a remote running alone (the real login page belongs to the shell). */
export function DevLogin() {
  const { refresh } = useCurrentUser();
  const { t } = useCommonTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await login(values);
      await refresh();
    } catch (err) {
      setError(serverMessage(err, t('devHost.signInFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Card title={t('devHost.signInTitle')} extra={<LanguageSwitch size="small" />} style={{ width: 360 }}>
        <Form layout="vertical" onFinish={submit} initialValues={{ username: 'admin', password: 'admin123' }}>
          <Form.Item name="username" label={t('devHost.username')} rules={[{ required: true, message: t('validation.usernameRequired') }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('devHost.password')} rules={[{ required: true, message: t('validation.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('devHost.signIn')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
