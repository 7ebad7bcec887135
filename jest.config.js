import { project } from './jest.preset.js';

/**
 * One Jest run over every level: unit (*.spec.ts beside the code), integration (test/*.int-spec.ts
 * against real PostgreSQL and NATS), API (gateway/test/*.api-spec.ts through the gateway over HTTP)
 * browser (e2e/*.e2e-spec.ts in Chromium), deploy (deploy/test: manifests, Dockerfiles, metrics against the code) and
 * faults (gateway/test/*.fault-spec.ts, run on their own by `npm run test:faults`).
 */
const ROOTS = [
  'libs/contracts',
  'libs/backend',
  'libs/frontend',
  'services/identity',
  'services/risk',
  'services/task',
  'services/notification',
  'gateway',
  'shell',
  'mfe-risks',
  'mfe-tasks',
  'mfe-admin',
];

export default {
  projects: [
    project('unit', '<rootDir>', [...ROOTS.map((r) => `<rootDir>/${r}/src/**/*.spec.ts`), '<rootDir>/scripts/**/*.spec.ts']),
    project(
      'integration',
      '<rootDir>',
      ROOTS.map((r) => `<rootDir>/${r}/test/**/*.int-spec.ts`),
    ),
    project('api', '<rootDir>', ['<rootDir>/gateway/test/**/*.api-spec.ts']),
    // Manifests, Dockerfiles, metric names and the Nx project graph against the code (deploy/test).
    project('deploy', '<rootDir>', ['<rootDir>/deploy/test/**/*.spec.ts'], { testTimeout: 120_000 }),
    // Faults survived (gateway/test/*.fault-spec.ts): kill -9, NATS and PostgreSQL stopped, on servers of their own.
    // Run alone, after the rest (`npm run test:faults`, called by npm test), so other tests' load does not skew them.
    project('faults', '<rootDir>', ['<rootDir>/gateway/test/**/*.fault-spec.ts'], { testTimeout: 300_000 }),
    project('e2e', '<rootDir>', ['<rootDir>/e2e/**/*.e2e-spec.ts'], {
      testTimeout: 60_000,
      setupFilesAfterEnv: ['<rootDir>/e2e/support/retry.ts'],
    }),
  ],
  // Starts the whole product once (fresh database, subject prefix and stream) when api or e2e tests are selected.
  globalSetup: '<rootDir>/scripts/testing/global-setup.js',
  globalTeardown: '<rootDir>/scripts/testing/global-teardown.js',
  testTimeout: 30_000,
};
