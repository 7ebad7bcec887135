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
  /** Users offered per search of the Activity Log's user filter. */
  activityUserOptions: 20,
} as const;

/** Date formats of SPEC section 9 in dayjs tokens ('MMM d' in the spec's notation). */
export const DATE_FORMATS = {
  short: 'MMM D',
  medium: 'MMM D, YYYY',
  long: 'MMM D, YYYY [at] h:mm A',
} as const;
