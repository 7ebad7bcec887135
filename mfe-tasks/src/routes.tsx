import { defineRemoteRoutes } from '@rtm/frontend/mf-runtime';
import { TasksRoutes } from './TasksRoutes';

/** Exposed as `./routes`: the shell mounts `tasks` at /tasks/*. */
export const routes = defineRemoteRoutes({ tasks: TasksRoutes });
export default routes;
