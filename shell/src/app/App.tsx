import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@rtm/frontend/api-client';
import { CurrentUserProvider } from '@rtm/frontend/auth';
import { LanguageProvider } from '@rtm/frontend/i18n';
import { AppThemeProvider } from '@rtm/frontend/ui';
import { AppRoutes } from '../routes/AppRoutes';

/** The only QueryClientProvider, language, theme provider, current-user context and router of the product. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AppThemeProvider>
          <CurrentUserProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </CurrentUserProvider>
        </AppThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
