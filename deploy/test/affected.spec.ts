import { describe, expect, it } from '@jest/globals';
import { affectedByChange } from '../../scripts/ci/affected.mjs';

/** Each slice ships alone: `nx affected` runs only the build and tests of what a change touches. */
describe('nx affected for a change inside one slice', () => {
  it('a change inside mfe-tasks builds only mfe-tasks and runs only its (browser) tests', () => {
    expect(affectedByChange('mfe-tasks/src')).toEqual({ folder: 'mfe-tasks/src', build: ['mfe-tasks'], test: ['e2e'] });
  });

  it('a change inside services/task builds only the task service and runs only its tests and the API tests', () => {
    expect(affectedByChange('services/task/src')).toEqual({
      folder: 'services/task/src',
      build: ['@rtm/task'],
      test: ['@rtm/task', 'api-tests'],
    });
  });
});
