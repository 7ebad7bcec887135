import { expect, it } from '@jest/globals';
import { TASK_MIGRATIONS } from './task.migrations.js';

// Applied migrations never run again: what each one's SQL was when applied stays pinned here, to the character.
it('TASK_MIGRATIONS produce the SQL they were applied with', () => {
  expect(TASK_MIGRATIONS).toMatchSnapshot();
});
