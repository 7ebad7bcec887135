import { defineRemoteRoutes } from '@rtm/frontend/mf-runtime';
import { RisksRoutes } from './RisksRoutes';

/** Exposed as `./routes`: the shell mounts `risks` at /risks/*. */
export const routes = defineRemoteRoutes({ risks: RisksRoutes });
export default routes;
