import { PAGING_MESSAGES } from '../common/messages.js';
import { SAVED_VIEW_MESSAGES } from './saved-view.js';

/** Messages of the identity slice (ours where the spec is silent; the form's are in VALIDATION). */
export const IDENTITY_MESSAGES = {
  usernameTaken: 'A user with this username already exists',
  emailTaken: 'A user with this email already exists',
  departmentNameTaken: 'A department with this name already exists',
  userNotFound: 'User not found',
  departmentNotFound: 'Department not found',
  departmentIdInvalid: 'Department must be a department id',
  userIdInvalid: 'User id must be a uuid',
  managerIdInvalid: 'Manager must be a user id',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not correct',
  newPasswordSame: 'The new password must differ from the current one',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  isActiveInvalid: 'Active must be true or false',
  userHoldsWork: 'This user still owns open risks or manages a department. Reassign them first.',
  pageLimitInvalid: PAGING_MESSAGES.limitInvalid,
  pageOffsetInvalid: PAGING_MESSAGES.offsetInvalid,
  userSearchInvalid: 'Search must be a text of at most 200 characters',
  userIdsInvalid: 'Ids must be at most 100 user ids, separated by commas',
  tooManyIds: 'At most 500 ids per request',
  securityLimitInvalid: 'Limit must be a whole number from 1 to 200',
  securityOffsetInvalid: 'Offset must be a whole number from 0 to 2147483647',
  securityTypeInvalid:
    'Type must be one of: sign_in, sign_in_failed, sign_in_throttled, sign_out, role_changed, password_changed, password_reset, user_deactivated, user_activated, session_ended, session_expired',
  sessionNotFound: 'This session is not one of yours, or it has ended already',
  ...SAVED_VIEW_MESSAGES,
} as const;
