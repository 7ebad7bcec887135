import { expect, it } from '@jest/globals';
import { RISK_MIGRATIONS } from './risk.migrations.js';

// Applied migrations never run again: what each one's SQL was when applied stays pinned here, to the character.
it('RISK_MIGRATIONS produce the SQL they were applied with', () => {
  expect(RISK_MIGRATIONS).toMatchSnapshot();
});
