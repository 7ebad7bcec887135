import { Route, Routes } from 'react-router';
import { RemoteRoutes } from '@rtm/frontend/mf-runtime';
import { NotFound } from '@rtm/frontend/ui';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../login/LoginPage';
import { REMOTE_SECTIONS } from './remoteSections';
import { RequireAuth } from './RequireAuth';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route index element={<DashboardPage />} />
        {REMOTE_SECTIONS.map(({ section, remote }) => (
          <Route key={section} path={`${section}/*`} element={<RemoteRoutes remote={remote} section={section} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
