import { AppProviders } from '@rtm/frontend/providers';
import { AppRoutes } from '../routes/AppRoutes';

/** The only QueryClientProvider, theme provider, current-user context and router of the product. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
