/** Texts of the spec, word for word (SPEC sections 2, 5 and 8, and issue 2 for the Arabic ones). */

export const VALIDATION = {
  required: 'Required',
  titleMin: 'Title must be at least 3 characters',
  titleMax: 'Title must be at most 255 characters',
  riskTypeRequired: 'Please select a risk type',
  ownerRequired: 'Please select a risk owner',
  departmentsRequired: 'Please select at least one department',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  invalidRole: 'Role must be one of system_admin, executive, manager, team_member',
  departmentNameRequired: 'Department name is required',
  managerRole: 'Department manager must be a manager or system admin',
  contentRequired: 'Comment cannot be empty',
} as const;

export const AR = {
  login: 'تسجيل الدخول',
  loggingIn: 'جاري تسجيل الدخول...',
  tagline: 'نظام متكامل لإدارة المخاطر والمهام',
  loginFailed: 'فشل تسجيل الدخول',
  wrongCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
} as const;

export const ERRORS = {
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  serviceUnavailable: (service: string) => `The ${service} service is not responding. Please try again shortly.`,
  usernameTaken: 'A user with this username already exists',
  emailTaken: 'A user with this email already exists',
  departmentNameTaken: 'A department with this name already exists',
  userNotFound: 'User not found',
  departmentNotFound: 'Department not found',
} as const;

/** Risk slice texts: the spec's where it has them (VALIDATION above), ours where it is silent. */
export const RISK_MESSAGES = {
  likelihoodRange: 'Likelihood must be a whole number from 1 to 5',
  impactRange: 'Impact must be a whole number from 1 to 5',
  frequencyInvalid: 'Frequency must be one of once, daily, weekly, monthly, yearly',
  statusInvalid: 'Status must be one of open, under_review, mitigation_in_progress, closed, accepted',
  affectedAppInvalid: 'Affected application must be one of psyter, naraakum, quraan, qq_system, musabaqat, bmc_erp, bmc_financial',
  ownerNotEligible: 'The risk owner must be an active manager or system admin',
  departmentUnknown: 'One or more selected departments do not exist',
  departmentIdInvalid: 'Department must be a department id',
  descriptionTooLong: 'Description must be at most 10000 characters',
  suggestedSolutionTooLong: 'Suggested solution must be at most 10000 characters',
  dateIdentifiedInvalid: 'Date identified must be a date (YYYY-MM-DD)',
  commentTooLong: 'Comment must be at most 10000 characters',
  commentTargetRequired: 'A comment needs a riskId or a taskId',
  riskIdInvalid: 'Risk id must be a uuid',
  riskNotFound: 'Risk not found',
  forbiddenEdit: "Only a system admin, a manager, the risk's owner or, while the risk is open, its reporter can edit this risk",
  forbiddenDelete: "Only a system admin or the risk's owner can delete this risk",
  fileDataRequired: 'Please choose an .xlsx or .xls file to upload',
  fileDataInvalid: 'The uploaded file is not valid base64 data',
  fileTooLarge: 'The file is larger than 10 MB',
  notSpreadsheet: 'The file is not an Excel spreadsheet (.xlsx or .xls)',
  tooManyRows: 'The spreadsheet has more than 10,000 rows',
  tooManyEntries: 'The spreadsheet has too many parts to be a plain workbook',
  tooLargeUncompressed: 'The spreadsheet expands to more data than allowed (possible zip bomb)',
  unreadableSpreadsheet: 'The spreadsheet could not be read. Save it again as .xlsx and retry.',
  noWorksheet: 'The spreadsheet has no worksheet',
  missingColumns: (columns: string[]) =>
    `The spreadsheet is missing the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}. Download the template to see the expected columns.`,
  uploadExpired: 'The upload is incomplete or has expired. Please upload the file again.',
} as const;
