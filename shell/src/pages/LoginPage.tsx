import { Alert, Button, Card, Flex, Form, Input, Typography, theme } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { AR, type VerifyCredentialsInput } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { authKeys, fetchLoginOptions, login, useCurrentUser, useSaveLanguage } from '@rtm/frontend/auth';
import { hasStoredLanguage, useLanguage } from '@rtm/frontend/i18n';
import { LanguageSwitch, useToast } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';

/**
 * /login: the spec's Arabic tagline, button texts and failure toast in either language; the rest follows
 * the language switch. Default administrator hint where the server allows it (never in production); full-page
 * redirect to / on success.
 */
export function LoginPage() {
  const { user, refresh } = useCurrentUser();
  const toast = useToast();
  const { t } = useShellTranslation();
  const { token } = theme.useToken();
  const { language } = useLanguage();
  const saveLanguage = useSaveLanguage();
  const options = useQuery({ queryKey: authKeys.loginOptions, queryFn: fetchLoginOptions, staleTime: Infinity });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (signedIn) => {
      // A language chosen in this browser (on this page, say) is the user's choice too; saved before the page is left.
      if (hasStoredLanguage()) await saveLanguage(language, signedIn);
      await refresh();
      window.location.href = '/';
    },
    onError: (err) => toast.error({ title: AR.loginFailed, description: serverMessage(err, AR.wrongCredentials) }),
  });

  // After a sign-in here the page is reloaded at / (below), not navigated to.
  if (user && mutation.isIdle) return <Navigate to="/" replace />;
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="flex-end" style={{ marginTop: -8, marginInlineEnd: -8 }}>
          <LanguageSwitch size="small" />
        </Flex>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <SafetyCertificateOutlined style={{ fontSize: 40, color: token.colorPrimary }} aria-hidden />
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
            {t('app.name')}
          </Typography.Title>
          <Typography.Text type="secondary" dir="rtl" lang="ar" data-testid="login-tagline">
            {AR.tagline}
          </Typography.Text>
        </Flex>
        <Form<VerifyCredentialsInput> layout="vertical" requiredMark={false} onFinish={(values) => mutation.mutate(values)} disabled={busy}>
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, message: t('common:validation.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} lang="ar" data-testid="login-submit">
            {busy ? AR.loggingIn : AR.login}
          </Button>
        </Form>
        {options.data?.showDefaultAdminHint && (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            data-testid="login-hint"
            title={
              <>
                {t('login.defaultAdmin')} <Typography.Text code>admin</Typography.Text> / <Typography.Text code>admin123</Typography.Text>
              </>
            }
          />
        )}
      </Card>
    </Flex>
  );
}
