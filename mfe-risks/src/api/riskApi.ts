import {
  BULK_UPLOAD_FIELD,
  type AcceptanceDecisionInput,
  type BulkUploadResultDto,
  type CreateCommentInput,
  type CreateRiskReviewInput,
  type RequestAcceptanceInput,
  type RiskAcceptanceDto,
  type RiskCommentView,
  type RiskInput,
  type RiskReviewDto,
  type RiskView,
  type UpdateRiskInput,
} from '@rtm/contracts';
import {
  api,
  ApiError,
  apiGetPage,
  baseHeaders,
  downloadFile,
  forgetIdempotencyKey,
  IDEMPOTENCY_HEADER,
  idempotencyKeyFor,
} from '@rtm/frontend/api-client';

export const TEMPLATE_FILE_NAME = 'risk_upload_template.xlsx';

export const createRisk = (input: RiskInput) => api.post<RiskView>('/api/risks', input);

export const updateRisk = ({ id, input }: { id: string; input: UpdateRiskInput }) =>
  api.patch<RiskView>(`/api/risks/${encodeURIComponent(id)}`, input);

export const deleteRisk = (id: string) => api.delete(`/api/risks/${encodeURIComponent(id)}`);

/** authorId is sent empty: the server takes the author from the session (SPEC section 7). */
export const addRiskComment = ({ riskId, content }: { riskId: string; content: string }) =>
  api.post<RiskCommentView>('/api/comments', { content, riskId, authorId: '' } satisfies CreateCommentInput);

export const downloadTemplate = () => downloadFile('/api/risks/template/download', TEMPLATE_FILE_NAME);

/**
 * POST /api/risks/bulk-upload as multipart/form-data (the file as it is, streamed by the gateway; no base64 in
 * memory), through XMLHttpRequest, the only browser API that reports upload progress. Like every POST of the
 * api-client it sends the page's language and an Idempotency-Key, the same when the same file is sent again after
 * an error, so an import whose answer was lost is not made twice. Errors follow the api-client's format
 * (ApiError, "<status>: <body>").
 */
export function uploadRisks(file: File, onProgress?: (fraction: number) => void): Promise<BulkUploadResultDto> {
  const url = '/api/risks/bulk-upload';
  // The same submission: the same file (name, size, modification time) picked again.
  const submission = { file: file.name, size: file.size, lastModified: file.lastModified };
  const key = idempotencyKeyFor(url, submission);
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    if (key) xhr.setRequestHeader(IDEMPOTENCY_HEADER, key);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        forgetIdempotencyKey(url, submission);
        try {
          resolve(JSON.parse(body) as BulkUploadResultDto);
        } catch {
          reject(new Error('The server answered the upload with something other than JSON'));
        }
        return;
      }
      ApiError.fromResponse(new Response(body, { status: xhr.status, statusText: xhr.statusText })).then(reject, reject);
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(form);
  });
}

/** Only .xlsx and .xls are accepted (SPEC section 5). */
export function isSpreadsheetName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name);
}

/** Issue 25: a risk's acceptance. */
export const requestAcceptance = ({ id, ...input }: RequestAcceptanceInput) =>
  api.post<RiskAcceptanceDto>(`/api/risks/${encodeURIComponent(id)}/acceptance`, input);

export const decideAcceptance = ({ id, ...input }: AcceptanceDecisionInput) =>
  api.post<RiskAcceptanceDto>(`/api/risks/${encodeURIComponent(id)}/acceptance/decision`, input);

export const withdrawAcceptance = (id: string) => api.delete<RiskAcceptanceDto>(`/api/risks/${encodeURIComponent(id)}/acceptance`);

/** Issue 26: a review of the risk (confirmed, rescored or closed). */
export const reviewRisk = ({ id, ...input }: CreateRiskReviewInput) =>
  api.post<RiskReviewDto>(`/api/risks/${encodeURIComponent(id)}/reviews`, input);

/** Issue 26: a page of the risk's reviews, newest first (X-Total-Count). */
export const riskReviewsPage = (id: string, limit: number, offset: number) =>
  apiGetPage<RiskReviewDto>(`/api/risks/${encodeURIComponent(id)}/reviews?limit=${limit}&offset=${offset}`);
