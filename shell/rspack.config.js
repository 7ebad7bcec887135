import { createRspackConfig } from '@rtm/frontend/rspack';

/** Host: owns router, QueryClientProvider, theme, current user and layout; remotes come from /mf-remotes.json. */
export default (env, argv) =>
  createRspackConfig(
    { dir: import.meta.dirname, project: 'shell', federationName: 'shell', kind: 'host', title: 'Risk & Task Management' },
    env,
    argv,
  );
