import { useCallback, useEffect, useState, type FormEvent } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { AR, type UserDto } from '@rtm/contracts';
import { api, isUnauthorized, serverMessage } from '@rtm/frontend/api-client';
import { fetchLoginOptions, login, saveLanguage } from '@rtm/frontend/auth';
import { adoptAccountLanguage, hasStoredLanguage, isLanguage, useLanguage } from '@rtm/frontend/i18n';
import { useShellTranslation } from '../i18n';
import { Icon } from './Icon';
import { LoginLanguageSwitch, LoginToast, type ToastMessage } from './LoginControls';
import { LoginField, PasswordField } from './LoginFields';
import { addLoginStyles } from './loginStyles';

/** Someone already signed in has nothing to do here: to the dashboard. */
function useLeaveWhenSignedIn(): void {
  useEffect(() => {
    api.get<UserDto>('/api/auth/me').then(
      () => window.location.replace('/'),
      (err: unknown) => {
        if (!isUnauthorized(err)) console.warn('Could not ask who is signed in', err);
      },
    );
  }, []);
}

/**
 * /login: the spec's Arabic tagline, button texts and failure toast in either language; the rest follows
 * the language switch. Default administrator hint where the server allows it (never in production); full-page
 * redirect to / on success. Drawn without antd (loginStyles.ts): the page a visitor opens first loads
 * React and its texts only (docs/performance.md, "antd and the login page").
 */
export function LoginPage() {
  addLoginStyles();
  useLeaveWhenSignedIn();
  const { t } = useShellTranslation();
  const { language } = useLanguage();
  const [values, setValues] = useState({ username: '', password: '' });
  const [checked, setChecked] = useState({ username: false, password: false });
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [showHint, setShowHint] = useState(false);
  const closeToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    fetchLoginOptions().then(
      (options) => setShowHint(options.showDefaultAdminHint),
      () => setShowHint(false),
    );
  }, []);

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChecked((c) => ({ ...c, [field]: true }));
  };
  const missing = (field: keyof typeof values, key: string) => (checked[field] && !values[field] ? t(key) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked({ username: true, password: true });
    if (!values.username || !values.password) return;
    setBusy(true);
    try {
      const user = await login(values);
      // A language chosen in this browser (on this page, say) is the user's choice too; saved before the page is left.
      // A browser without a choice of its own takes the one the user keeps on the server (the app reads it at load).
      if (hasStoredLanguage()) {
        if (user.language !== language) await saveLanguage(language).catch(() => undefined);
      } else if (isLanguage(user.language)) {
        adoptAccountLanguage(user.language);
      }
      window.location.href = '/';
    } catch (err) {
      setBusy(false);
      setToast({ title: AR.loginFailed, description: serverMessage(err, AR.wrongCredentials) });
    }
  };

  return (
    <main className="login">
      <div className="login-card">
        <div className="login-top">
          <LoginLanguageSwitch />
        </div>
        <div className="login-head">
          <Icon icon={SafetyCertificateOutlined} className="login-logo" />
          <h1 className="login-title">{t('app.name')}</h1>
          <span className="login-tagline" dir="rtl" lang="ar" data-testid="login-tagline">
            {AR.tagline}
          </span>
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <LoginField
            id="username"
            label={t('login.username')}
            icon={UserOutlined}
            value={values.username}
            onChange={change('username')}
            error={missing('username', 'common:validation.usernameRequired')}
            disabled={busy}
            autoComplete="username"
            autoFocus
          />
          <PasswordField
            id="password"
            label={t('login.password')}
            icon={LockOutlined}
            value={values.password}
            onChange={change('password')}
            error={missing('password', 'common:validation.passwordRequired')}
            disabled={busy}
            autoComplete="current-password"
          />
          <button type="submit" className="login-button login-submit" disabled={busy} lang="ar" data-testid="login-submit">
            {busy && <Icon icon={LoadingOutlined} className="login-spin" />}
            {busy ? AR.loggingIn : AR.login}
          </button>
        </form>
        {showHint && (
          <div className="login-hint" role="alert" data-testid="login-hint">
            {t('login.defaultAdmin')} <code>admin</code> / <code>admin123</code>
          </div>
        )}
      </div>
      <LoginToast message={toast} onClose={closeToast} />
    </main>
  );
}
