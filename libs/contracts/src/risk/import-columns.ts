import type { Language } from '../common/languages.js';

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
  // Issue 25: optional, after the spec's columns (older files without them still import).
  'Residual Likelihood',
  'Residual Impact',
  'Treatment Strategy',
] as const;

export type RiskImportColumn = (typeof RISK_IMPORT_COLUMNS)[number];

/** The same headers in Arabic: the template is written in the requester's language and the import reads both. */
export const RISK_IMPORT_COLUMNS_AR: Record<RiskImportColumn, string> = {
  Title: 'العنوان',
  Description: 'الوصف',
  'Suggested Solution': 'الحل المقترح',
  'Risk Type': 'نوع الخطر',
  Status: 'الحالة',
  'Affected App': 'التطبيق المتأثر',
  Frequency: 'التكرار',
  Likelihood: 'الاحتمالية',
  Impact: 'الأثر',
  Owner: 'المالك',
  Departments: 'الأقسام',
  'Residual Likelihood': 'الاحتمالية المتبقية',
  'Residual Impact': 'الأثر المتبقي',
  'Treatment Strategy': 'استراتيجية المعالجة',
};

/** A column's header in a language (the English header is the column's name). */
export function riskImportHeader(column: RiskImportColumn, language: Language): string {
  return language === 'ar' ? RISK_IMPORT_COLUMNS_AR[column] : column;
}

/** The request of risk.template.xlsx: the language of the template's texts. */
export interface RiskTemplateInput {
  language?: Language;
}
