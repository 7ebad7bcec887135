import { RISK_STATS_ROLES } from '@rtm/contracts';
import { defineRemoteRoutes } from '@rtm/frontend/mf-runtime';
import { ActivityLogPage } from './pages/ActivityLogPage';
import { DepartmentsPage } from './pages/DepartmentsPage';
import { ReportsPage } from './pages/ReportsPage';
import { SettingsPage } from './pages/SettingsPage';
import { UsersPage } from './pages/UsersPage';
import { singlePageSection } from './singlePageSection';

const ADMINISTRATION_ROLES = ['system_admin'] as const;

/** Exposed as `./routes`: the shell mounts each section at /<section>/*. */
export const routes = defineRemoteRoutes({
  // The administration pages are for system admins (their menu group shows to no one else); the server refuses the rest too.
  users: singlePageSection(UsersPage, ADMINISTRATION_ROLES),
  departments: singlePageSection(DepartmentsPage, ADMINISTRATION_ROLES),
  settings: singlePageSection(SettingsPage, ADMINISTRATION_ROLES),
  activity: singlePageSection(ActivityLogPage),
  // Committee packs (issue 29): executives, managers and system admins.
  reports: singlePageSection(ReportsPage, RISK_STATS_ROLES),
});
export default routes;
