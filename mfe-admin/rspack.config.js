import { createRspackConfig } from '@rtm/frontend/rspack';

/** Remote: /users, /departments, /settings, /activity; served under /remotes/mfe-admin/ (publicPath auto). */
export default (env, argv) =>
  createRspackConfig(
    {
      dir: import.meta.dirname,
      project: 'mfe-admin',
      federationName: 'mfe_admin',
      kind: 'remote',
      title: 'mfe-admin (dev host)',
      exposes: {
        './routes': './src/routes.tsx',
        './ActivityFeed': './src/components/activity/ActivityFeed.tsx',
      },
    },
    env,
    argv,
  );
