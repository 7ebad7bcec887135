import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost } from '@rtm/frontend/dev-host';
import { routes } from './routes';
import { ActivityFeed } from './components/activity/ActivityFeed';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost name="mfe-admin" routes={routes} widgets={{ ActivityFeed }} />
  </StrictMode>,
);
