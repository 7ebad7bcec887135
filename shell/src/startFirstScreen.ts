import type { UserDto } from '@rtm/contracts';
import { preloadRemoteModules, startEarlyRead } from '@rtm/frontend/first-screen';
import { dashboardModules, dashboardReads } from './pages/dashboard/dashboardReads';

/** The query key of GET /api/auth/me (authKeys.me of @rtm/frontend/auth, which this eager module cannot import). */
const ME_KEY = ['/api/auth/me'] as const;

/**
 * Run by main.ts before the app's code (and the 1.4 MB antd under it) has loaded: asks who is signed in, and on the
 * dashboard ('/') sends that user's dashboard reads and loads the dashboard's own chunk and its remote modules, all in
 * parallel. The app finds the answers in its query cache (bootstrap.tsx), the modules loaded.
 */
export function startFirstScreen(pathname: string): void {
  const me = startEarlyRead({ key: ME_KEY, path: ME_KEY[0], nullOn401: true }) as Promise<UserDto | null>;
  if (pathname !== '/') return;
  void import('./pages/dashboard/DashboardPage');
  me.then(
    (user) => {
      if (!user) return;
      for (const read of dashboardReads(user.role, undefined, user.id)) startEarlyRead(read);
      void preloadRemoteModules(dashboardModules(user.role));
    },
    () => undefined,
  );
}
