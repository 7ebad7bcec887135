import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost } from '@rtm/frontend/dev-host';
import { routes } from './routes';
import { DepartmentRiskSummary } from './components/DepartmentRiskSummary';
import { RiskMatrix } from './components/RiskMatrix';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost name="mfe-risks" routes={routes} widgets={{ RiskMatrix, DepartmentRiskSummary }} />
  </StrictMode>,
);
