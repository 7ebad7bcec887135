import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBrowserTracing } from '@rtm/frontend/telemetry';
import { App } from './app/App';

// Traces the /api calls only where /telemetry.json names a collector; its SDK is a chunk loaded then.
void startBrowserTracing();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
