import { useEffect, useState } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LIMITS } from '@rtm/contracts';
import { LANGUAGE_NAMES, useLanguage, type Language } from '@rtm/frontend/i18n';
import { useShellTranslation } from '../i18n';
import { Icon } from './Icon';

/** The language switch of the login page (a visitor's choice stays in this browser until sign-in). */
export function LoginLanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const [busy, setBusy] = useState(false);
  const next: Language = language === 'ar' ? 'en' : 'ar';
  const toggle = () => {
    setBusy(true);
    void setLanguage(next).finally(() => setBusy(false));
  };
  return (
    <button type="button" className="login-button login-switch" onClick={toggle} disabled={busy} lang={next} data-testid="language-switch">
      <Icon icon={GlobalOutlined} />
      {LANGUAGE_NAMES[next]}
    </button>
  );
}

export interface ToastMessage {
  title: string;
  description: string;
}

/**
 * The failure toast, placed and timed like the app's antd notifications (one at a time, 5 s). It keeps
 * antd's `ant-notification-notice` class, so whatever finds the app's toasts finds this one too.
 */
export function LoginToast({ message, onClose }: { message: ToastMessage | null; onClose: () => void }) {
  const { t } = useShellTranslation();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, LIMITS.toastDurationMs);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <div className="login-toast ant-notification-notice" role="alert">
      <Icon icon={CloseCircleFilled} className="login-toast-icon" />
      <div style={{ flex: 1 }}>
        <div className="login-toast-title" lang="ar">
          {message.title}
        </div>
        <div>{message.description}</div>
      </div>
      <button type="button" className="login-toast-close" onClick={onClose} aria-label={t('common:actions.dismiss')}>
        <Icon icon={CloseOutlined} />
      </button>
    </div>
  );
}
