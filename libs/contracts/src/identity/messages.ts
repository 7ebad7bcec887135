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
} as const;
