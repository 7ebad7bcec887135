import { defineRemoteRoutes } from '@rtm/frontend/mf-runtime';
import { ActivityLogPage } from './pages/ActivityLogPage';
import { DepartmentsPage } from './pages/DepartmentsPage';
import { SettingsPage } from './pages/SettingsPage';
import { UsersPage } from './pages/UsersPage';
import { singlePageSection } from './singlePageSection';

/** Exposed as `./routes`: the shell mounts each section at /<section>/*. */
export const routes = defineRemoteRoutes({
  users: singlePageSection(UsersPage),
  departments: singlePageSection(DepartmentsPage),
  settings: singlePageSection(SettingsPage),
  activity: singlePageSection(ActivityLogPage),
});
export default routes;
