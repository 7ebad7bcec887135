import { expect, it } from '@jest/globals';
import { DEFAULT_REVIEW_SETTINGS, TEMPLATE_TYPES } from '@rtm/contracts';
import {
  NOTIFICATION_MIGRATIONS,
  REVIEW_SETTINGS_OF_0015,
  TEMPLATE_TYPES_OF_0003,
  TEMPLATE_TYPES_OF_0013,
  TEMPLATE_TYPES_OF_0015,
  TEMPLATE_TYPES_OF_0016,
  TEMPLATE_TYPES_OF_0018,
} from './notification.migrations.js';

// Applied migrations never run again: what each one's SQL was when applied stays pinned here, to the character.
it('NOTIFICATION_MIGRATIONS produce the SQL they were applied with', () => {
  expect(NOTIFICATION_MIGRATIONS).toMatchSnapshot();
});

it('allows every template type: a new one comes with a migration of its own', () => {
  expect(
    [
      ...TEMPLATE_TYPES_OF_0003,
      ...TEMPLATE_TYPES_OF_0013,
      ...TEMPLATE_TYPES_OF_0015,
      ...TEMPLATE_TYPES_OF_0016,
      ...TEMPLATE_TYPES_OF_0018,
    ].sort(),
  ).toEqual([...TEMPLATE_TYPES].sort());
});

it("seeds the copy of the review settings with the risk service's defaults (new defaults need a migration that sets them)", () => {
  expect(REVIEW_SETTINGS_OF_0015).toEqual(DEFAULT_REVIEW_SETTINGS);
});
