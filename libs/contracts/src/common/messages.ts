/** Texts of the spec, word for word (SPEC sections 2, 5 and 8, and issue 2 for the Arabic ones), shared by every slice. */

/** The validation messages of SPEC section 8 (one table in the spec, so one object here). */
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

/** Paging parameters of any list (ours: the spec has no paging). */
export const PAGING_MESSAGES = {
  limitInvalid: 'Limit must be a whole number from 1 to 500',
  offsetInvalid: 'Offset must be a whole number from 0 to 2147483647',
} as const;

/** Errors of the API as a whole (sessions, roles, request format, services); each slice keeps its own in `<slice>/messages.ts`. */
export const ERRORS = {
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  serviceUnavailable: (service: string) => `The ${service} service is not responding. Please try again shortly.`,
  busUnavailable: 'The service bus is unavailable. Please try again shortly.',
  /** A service's answer over the bus's message limit (1 MB): answered at once instead of a timeout. */
  answerTooLarge: (service: string) =>
    `The ${service} service's answer is too large to send over the service bus. Please narrow the request.`,
  /** Any other failure to send a service's answer. */
  answerNotSent: (service: string) => `The ${service} service could not send its answer. Please try again shortly.`,
  requestAlreadyCarriedOut: 'This request was already carried out. Reload the page to see its result.',
} as const;
