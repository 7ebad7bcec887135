import { createRspackConfig } from '@rtm/frontend/rspack';

/** Remote: /tasks/*; served under /remotes/mfe-tasks/ (publicPath auto), found through its mf-manifest.json. */
export default (env, argv) =>
  createRspackConfig(
    {
      dir: import.meta.dirname,
      project: 'mfe-tasks',
      federationName: 'mfe_tasks',
      kind: 'remote',
      title: 'mfe-tasks (dev host)',
      exposes: {
        './routes': './src/routes.tsx',
        './TaskBoard': './src/components/TaskBoard.tsx',
      },
    },
    env,
    argv,
  );
