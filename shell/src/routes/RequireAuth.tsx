import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '@rtm/frontend/auth';
import { LoadingScreen } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';

/** Unauthenticated visitors go to /login (SPEC section 1). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const { t } = useShellTranslation();
  if (isLoading) return <LoadingScreen text={pathname === '/' ? t('dashboard.loading') : t('common:loading')} fullPage />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
