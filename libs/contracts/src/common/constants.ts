/** Business constants and limits of SPEC section 9. */
export const LIMITS = {
  riskLevelThresholds: [4, 8, 15] as const,
  maxRiskScore: 25,
  matrixSize: 5,
  titleMin: 3,
  titleMax: 255,
  /** Free texts of the forms (description, suggested solution...): not in the spec. */
  textMax: 10_000,
  passwordMin: 6,
  dueSoonDays: 3,
  alertItemsPerGroup: 3,
  /** Items per group in GET /api/escalation-alerts (the most urgent; the groups' counts come beside them). */
  alertItemsAnswered: 10,
  toastDurationMs: 5000,
  maxToasts: 1,
  sidebarCookie: 'sidebar_state',
  sidebarCookieMaxAgeSeconds: 604800,
  mobileBreakpointPx: 768,
  themeStorageKey: 'theme',
  defaultSmtpPort: 587,
  defaultDaysBeforeDue: 3,
  defaultDaysOverdue: 1,
  /** Risk list paging (page sizes are not in the spec). */
  riskPageDefault: 50,
  riskPageMax: 500,
  /** Risk import limits, checked before a spreadsheet is parsed. */
  importMaxBytes: 10 * 1024 * 1024,
  importMaxRows: 10_000,
  /** Task list paging (page sizes are not in the spec). */
  taskPageDefault: 50,
  taskPageMax: 500,
  /** Activity log paging (page sizes are not in the spec). */
  activityPageDefault: 50,
  activityPageMax: 200,
  /** Rows per batch of the activity export (one NATS message each, well below its 1 MB). */
  activityExportBatch: 500,
  /** Users and departments per page (GET /api/users, /api/departments; page sizes are not in the spec). */
  userPageDefault: 500,
  userPageMax: 500,
  /** Ids of GET /api/users?ids= (they travel in the URL: 100 ids are about 3.7 KB of it). */
  userIdsMax: 100,
  departmentPageDefault: 500,
  departmentPageMax: 500,
  /** Ids per request of identity.users.byIds and identity.departments.byIds. */
  directoryIdsMax: 500,
  /** Items per answer of a record's own lists (its comments, its linked tasks, a task's history): page sizes are not in the spec. */
  recordPageDefault: 500,
  recordPageMax: 500,
  /** Users offered per search of the Activity Log's user filter. */
  activityUserOptions: 20,
} as const;

/** Date formats of SPEC section 9 in dayjs tokens ('MMM d' in the spec's notation). */
export const DATE_FORMATS = {
  short: 'MMM D',
  medium: 'MMM D, YYYY',
  long: 'MMM D, YYYY [at] h:mm A',
} as const;
