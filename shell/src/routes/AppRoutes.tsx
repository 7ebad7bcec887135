import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RemoteRoutes } from '@rtm/frontend/mf-runtime';
import { LoadingScreen, NotFound } from '@rtm/frontend/ui';
import { AppLayout } from '../layout/AppLayout';
import { LoginPage } from '../login/LoginPage';
import { REMOTE_SECTIONS } from './remoteSections';
import { RequireAuth } from './RequireAuth';
import { useShellTranslation } from '../i18n';

// Its own chunk: the login page's bundle does not carry the dashboard.
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));

function Profile() {
  const { t } = useShellTranslation();
  return (
    <Suspense fallback={<LoadingScreen text={t('profile.loading')} />}>
      <ProfilePage />
    </Suspense>
  );
}

function Dashboard() {
  const { t } = useShellTranslation();
  return (
    <Suspense fallback={<LoadingScreen text={t('dashboard.loading')} />}>
      <DashboardPage />
    </Suspense>
  );
}

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
        <Route index element={<Dashboard />} />
        <Route path="profile" element={<Profile />} />
        {REMOTE_SECTIONS.map(({ section, remote }) => (
          <Route key={section} path={`${section}/*`} element={<RemoteRoutes remote={remote} section={section} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
