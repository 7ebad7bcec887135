import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from '@rtm/frontend/i18n';
import { LoginPage } from './LoginPage';
import { applyStoredTheme } from './theme';

/** The /login bundle: React, the texts and the login page; no antd, no router, no remotes (main.ts). */
applyStoredTheme();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageProvider>
      <LoginPage />
    </LanguageProvider>
  </StrictMode>,
);
