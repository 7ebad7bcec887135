import { LANGUAGES } from '../common/languages.js';
import { REPORT_MAX_ROWS, REPORT_ORGANISATION_MAX } from './api.js';

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
