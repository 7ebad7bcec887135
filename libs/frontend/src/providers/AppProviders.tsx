import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api-client';
import { CurrentUserProvider } from '../auth';
import { AppThemeProvider } from '../ui';

/**
 * The providers around the whole product: react-query, the antd theme, the current user and the router.
 * The shell mounts them once; a remote's development host (DevHost) mounts the same, so a remote runs
 * alone exactly as inside the shell.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <CurrentUserProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </CurrentUserProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
