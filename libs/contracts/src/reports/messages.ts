import { LANGUAGES } from '../common/languages.js';
import { REPORT_MAX_ROWS, REPORT_ORGANISATION_MAX } from './api.js';
import { REPORT_SCHEDULE_LIMITS as L } from './schedules.js';

/** Texts of the committee packs' refusals (issue 29). */
export const REPORT_MESSAGES = {
  languageInvalid: `language must be one of ${LANGUAGES.join(', ')}`,
  asOfInvalid: 'asOf must be a real day written YYYY-MM-DD',
  asOfFuture: 'asOf cannot be after today',
  departmentRequired: 'departmentId is required: the department pack is made for one department',
  departmentInvalid: 'departmentId must be a whole number',
  departmentNotFound: 'Department not found',
  notYourDepartment: 'A manager may make the pack of a department they manage or belong to only',
  executiveOnly: 'The executive pack is for executives and system admins',
  packInvalid: 'The pack must be executive, department or register',
  rowsLimited: `The register pack shows at most ${REPORT_MAX_ROWS} risks`,
  organisationNameRequired: 'The organisation name is required',
  organisationNameTooLong: `The organisation name must be at most ${REPORT_ORGANISATION_MAX} characters`,
  rendererUnavailable: 'The PDF renderer is not available: try again in a moment',
} as const;

/** Texts of the schedules' refusals (issue 29). */
export const REPORT_SCHEDULE_MESSAGES = {
  notFound: 'Report schedule not found',
  idInvalid: 'The schedule id must be a UUID',
  nameRequired: 'The schedule name is required',
  nameTooLong: `The schedule name must be at most ${L.nameMax} characters`,
  cadenceInvalid: 'cadence must be weekly, monthly or quarterly',
  weekdayRequired: 'A weekly schedule needs weekday: 1 (Monday) to 7 (Sunday)',
  dayOfMonthRequired: 'A monthly or quarterly schedule needs dayOfMonth: 1 to 31 (a shorter month runs on its last day)',
  timeInvalid: 'timeOfDay must be a time of day written HH:MM (24 hours)',
  languageInvalid: 'language must be recipient, en or ar',
  rolesInvalid: 'recipientRoles may hold system_admin, executive and manager only',
  executiveRoles: 'The executive pack is mailed to executives and system admins only, not to managers',
  departmentsInvalid: `recipientDepartmentIds must be a list of at most ${L.departmentsMax} department ids`,
  usersInvalid: `recipientUserIds must be a list of at most ${L.usersMax} user ids`,
  recipientsRequired: 'Choose at least one recipient: a role or a user',
  userNotFound: (id: string) => `User ${id} is not known (or deactivated)`,
  userNotAllowed: (name: string) =>
    `${name} may not receive this pack: it goes to system admins, executives and managers of its department`,
  departmentNotFound: (id: number) => `Department ${id} not found`,
  filtersOnlyRegister: 'filters are for the register pack only',
  activeInvalid: 'active must be true or false',
  limitInvalid: `limit must be a whole number from 1 to ${L.pageMax}`,
} as const;
