import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost } from '@rtm/frontend/dev-host';
import { routes } from './routes';
import { TaskBoard } from './components/TaskBoard';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost name="mfe-tasks" routes={routes} widgets={{ TaskBoard }} />
  </StrictMode>,
);
