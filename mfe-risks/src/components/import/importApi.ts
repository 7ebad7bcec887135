import { BULK_UPLOAD_FIELD, type BulkImportPreviewDto, type BulkImportResultDto } from '@rtm/contracts';
import {
  ApiError,
  baseHeaders,
  forgetIdempotencyKey,
  IDEMPOTENCY_HEADER,
  idempotencyKeyFor,
  toQueryString,
} from '@rtm/frontend/api-client';
import { riskFilterParams, riskOrderParams, type RiskListQuery } from '../../api/riskListQuery';

/** The files the 'Import and update' dialog takes (the spec's Upload Risks takes .xlsx and .xls only). */
export const IMPORT_UPDATE_ACCEPT = '.xlsx,.xls,.ods,.csv';
export const isImportUpdateFileName = (name: string) => /\.(xlsx|xls|ods|csv)$/i.test(name);

/** GET /api/risks/export of the list's filters in its order (every matching risk, not only the page). */
export const riskExportUrl = (query: RiskListQuery) =>
  `/api/risks/export${toQueryString({ ...riskFilterParams(query), ...riskOrderParams(query) })}`;

/** GET of the job of an import's updates (a file of more than 100): its progress, then its result. */
export const importJobUrl = (jobId: string) => `/api/risks/import/${encodeURIComponent(jobId)}`;

/**
 * POST /api/risks/import as multipart/form-data: the dry run (the preview, nothing written) or the import itself. Each
 * has its own Idempotency-Key, the same while the same file is sent again after an error, forgotten once answered.
 */
export async function importRisksFile(file: File, dryRun: true): Promise<BulkImportPreviewDto>;
export async function importRisksFile(file: File, dryRun: false): Promise<BulkImportResultDto>;
export async function importRisksFile(file: File, dryRun: boolean): Promise<BulkImportPreviewDto | BulkImportResultDto> {
  const url = `/api/risks/import${dryRun ? '?dryRun=true' : ''}`;
  const submission = { file: file.name, size: file.size, lastModified: file.lastModified };
  const key = idempotencyKeyFor(url, submission);
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, file, file.name);
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { ...baseHeaders(), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: form,
  });
  if (!res.ok) throw await ApiError.fromResponse(res);
  forgetIdempotencyKey(url, submission);
  return (await res.json()) as BulkImportPreviewDto | BulkImportResultDto;
}
