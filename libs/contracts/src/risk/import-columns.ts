/**
 * The column headers of the risk spreadsheet import (risk_upload_template.xlsx), in the template's
 * order. The risk service reads exactly these columns; tests and the demo-data script write them.
 */
export const RISK_IMPORT_COLUMNS = [
  'Title',
  'Description',
  'Suggested Solution',
  'Risk Type',
  'Status',
  'Affected App',
  'Frequency',
  'Likelihood',
  'Impact',
  'Owner',
  'Departments',
] as const;

export type RiskImportColumn = (typeof RISK_IMPORT_COLUMNS)[number];
