import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@rtm/frontend/api-client';
import { connectEarlyReads } from '@rtm/frontend/first-screen';
import { startBrowserTracing } from '@rtm/frontend/telemetry';
import { App } from './app/App';

// Traces the /api calls only where /telemetry.json names a collector; its SDK is a chunk loaded then.
void startBrowserTracing();

// The reads main.ts started before this code loaded (startFirstScreen.ts) become the queries' first answers.
const queryClient = createQueryClient();
connectEarlyReads(({ key, answer }) => void queryClient.prefetchQuery({ queryKey: key, queryFn: () => answer }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
