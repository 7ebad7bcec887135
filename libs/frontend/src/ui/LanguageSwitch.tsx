import { useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useSaveLanguage } from '../auth/useSaveLanguage';
import { useLanguage } from '../i18n/LanguageContext';
import { LANGUAGE_NAMES, type Language } from '../i18n/languages';

/**
 * Switches between English and Arabic. It names the other language in that language ('العربية' /
 * 'English'), as people look for their own language's name. A signed-in user's choice is also kept
 * on the server.
 */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { language, setLanguage } = useLanguage();
  const [busy, setBusy] = useState(false);
  const save = useSaveLanguage();
  const next: Language = language === 'ar' ? 'en' : 'ar';
  const toggle = () => {
    setBusy(true);
    setLanguage(next)
      .then(() => save(next))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      type="text"
      size={size}
      icon={<GlobalOutlined aria-hidden />}
      onClick={toggle}
      loading={busy}
      lang={next}
      data-testid="language-switch"
    >
      {LANGUAGE_NAMES[next]}
    </Button>
  );
}
