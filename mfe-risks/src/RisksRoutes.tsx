import { Route, Routes } from 'react-router';
import { NotFound } from '@rtm/frontend/ui';
import { EditRiskPage } from './pages/EditRiskPage';
import { ReportRiskPage } from './pages/ReportRiskPage';
import { RiskDetailPage } from './pages/RiskDetailPage';
import { RiskListPage } from './pages/RiskListPage';
import { TrendsPage } from './pages/TrendsPage';

/** Paths relative to /risks. */
export function RisksRoutes() {
  return (
    <Routes>
      <Route index element={<RiskListPage />} />
      <Route path="new" element={<ReportRiskPage />} />
      <Route path="trends" element={<TrendsPage />} />
      <Route path=":id" element={<RiskDetailPage />} />
      <Route path=":id/edit" element={<EditRiskPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
