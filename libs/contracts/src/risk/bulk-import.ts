import type { BulkUploadResultDto } from './api.js';

/** What the import does with one row of the file (issue 27). */
export const BULK_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type BulkImportAction = (typeof BULK_IMPORT_ACTIONS)[number];

/**
 * One cell an update changes: `field` is the import column's key (title, owner, departments...), `from` and `to` as
 * the spreadsheet shows them (names for the owner and the departments, codes for lists; null for a blank cell).
 */
export interface BulkImportChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

export interface BulkImportRowDetail {
  /** Spreadsheet row number as Excel shows it (the header is row 1). */
  row: number;
  /** The row's Risk ID, when it has one. */
  riskId: string | null;
  action: BulkImportAction;
  changes: BulkImportChange[];
  /** Why the row is refused (action 'error'): its problems, 'Column: message' one per line. */
  message: string | null;
  /** The same problems one by one (action 'error'). */
  problems?: { column: string; message: string }[];
}

/**
 * POST /api/risks/bulk-upload?dryRun=true (and /api/risks/import?dryRun=true): what an import would do, nothing
 * written. `details` lists at most BULK_IMPORT_MAX_DETAILS rows (the counts are always complete).
 */
export interface BulkImportPreviewDto {
  created: 0;
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  errors: number;
  details: BulkImportRowDetail[];
}

/**
 * The real import: the spec's `{ created, errors, details }` plus the risks updated and the rows left unchanged. A file
 * with more than BULK_EDIT_LIMITS.atOnce updates answers 202 with `jobId`: its new risks are made and its refusals
 * counted, and its updates run as a job (GET /api/risks/import/{jobId}: progress, then the updated count and refusals).
 */
export interface BulkImportResultDto extends BulkUploadResultDto {
  updated: number;
  unchanged: number;
  jobId?: string;
}

/** Most rows `details` of a preview lists (each with its changes): enough for a screen, bounded on the bus. */
export const BULK_IMPORT_MAX_DETAILS = 500;

/**
 * The file formats an import accepts: the spec's Upload Risks takes .xlsx and .xls only; the 'Import and update'
 * dialog (POST /api/risks/import) also .ods and UTF-8 .csv.
 */
export const IMPORT_FORMATS = ['xlsx', 'xls', 'ods', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const SPEC_IMPORT_FORMATS: readonly ImportFormat[] = ['xlsx', 'xls'];

/** risk.import.xlsx: the object (or inline file) and how to take it. */
export interface RiskImportOptions {
  /** Reads and checks, writes nothing, answers a BulkImportPreviewDto. */
  dryRun?: boolean;
  /** The formats accepted (SPEC_IMPORT_FORMATS when absent). */
  formats?: ImportFormat[];
}
