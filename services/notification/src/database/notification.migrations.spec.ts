import { expect, it } from '@jest/globals';
import { NOTIFICATION_MIGRATIONS } from './notification.migrations.js';

// Applied migrations never run again: what each one's SQL was when applied stays pinned here, to the character.
it('NOTIFICATION_MIGRATIONS produce the SQL they were applied with', () => {
  expect(NOTIFICATION_MIGRATIONS).toMatchSnapshot();
});
