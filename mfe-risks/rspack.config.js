import { createRspackConfig } from '@rtm/frontend/rspack';

/** Remote: /risks/*; served under /remotes/mfe-risks/ (publicPath auto), found through its mf-manifest.json. */
export default (env, argv) =>
  createRspackConfig(
    {
      dir: import.meta.dirname,
      project: 'mfe-risks',
      federationName: 'mfe_risks',
      kind: 'remote',
      title: 'mfe-risks (dev host)',
      exposes: {
        './routes': './src/routes.tsx',
        './RiskMatrix': './src/components/RiskMatrix.tsx',
        './DepartmentRiskSummary': './src/components/DepartmentRiskSummary.tsx',
        // The dashboard's charts (plain SVG, no chart library).
        './RiskCharts': './src/components/charts/RiskCharts.tsx',
      },
    },
    env,
    argv,
  );
