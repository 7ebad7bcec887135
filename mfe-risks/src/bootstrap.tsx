import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost } from '@rtm/frontend/dev-host';
import { routes } from './routes';
import { DepartmentRiskSummary } from './components/DepartmentRiskSummary';
import { RiskMatrix } from './components/RiskMatrix';
import { RiskCharts } from './components/charts/RiskCharts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost name="mfe-risks" routes={routes} widgets={{ RiskMatrix, DepartmentRiskSummary, RiskCharts }} />
  </StrictMode>,
);
