import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api-client';
import { CurrentUserProvider } from '../auth';
import { LanguageProvider } from '../i18n';
import { AppThemeProvider } from '../ui';

/**
 * The providers around the whole product: react-query, the language (i18next, document lang/dir, antd
 * locale), the antd theme, the current user and the router.
 * The shell mounts them once; a remote's development host (DevHost) mounts the same, so a remote runs
 * alone exactly as inside the shell. `queryClient`: one made beforehand (the shell's, seeded with its early reads).
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AppThemeProvider>
          <CurrentUserProvider>
            <BrowserRouter>{children}</BrowserRouter>
          </CurrentUserProvider>
        </AppThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
