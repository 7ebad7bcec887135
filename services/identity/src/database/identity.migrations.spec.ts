import { expect, it } from '@jest/globals';
import { IDENTITY_MIGRATIONS } from './identity.migrations.js';

// Applied migrations never run again: what each one's SQL was when applied stays pinned here, to the character.
it('IDENTITY_MIGRATIONS produce the SQL they were applied with', () => {
  expect(IDENTITY_MIGRATIONS).toMatchSnapshot();
});
