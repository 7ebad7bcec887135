import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const app = (scope) => ({ sourceTag: scope, onlyDependOnLibsWithTags: ['scope:shared', 'scope:frontend'] });

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '**/@mf-types/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:shared', 'scope:frontend'] },
            // Services depend on libraries only, never on each other or on the gateway.
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend'] },
            // Front ends: the shell and each remote depend on front-end libraries and contracts only; remotes never import each other or the shell.
            app('scope:shell'),
            app('scope:remote-risks'),
            app('scope:remote-tasks'),
            app('scope:remote-admin'),
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
];
