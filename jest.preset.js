/** Shared Jest settings: native ESM, TypeScript through SWC (with Nest's decorator metadata), sources of libs via the @rtm/source condition. */
export const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

export function project(displayName, rootDir, testMatch, extra = {}) {
  return {
    displayName,
    rootDir,
    testMatch,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testEnvironmentOptions: { customExportConditions: ['@rtm/source', 'node', 'node-addons'] },
    ...extra,
  };
}
