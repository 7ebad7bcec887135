import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@rtm/frontend/providers';
import { AppRoutes } from '../routes/AppRoutes';

/** The only QueryClientProvider, language, theme provider, current-user context and router of the product. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
