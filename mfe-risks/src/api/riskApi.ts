import type { BulkUploadResultDto, CreateCommentInput, RiskCommentView, RiskInput, RiskView, UpdateRiskInput } from '@rtm/contracts';
import { api, ApiError, downloadFile } from '@rtm/frontend/api-client';

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
 * POST /api/risks/bulk-upload {fileData} through XMLHttpRequest, the only browser API that reports
 * upload progress. Errors follow the api-client's format (ApiError, "<status>: <body>").
 */
export function uploadRisks(fileData: string, onProgress?: (fraction: number) => void): Promise<BulkUploadResultDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/risks/bulk-upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
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
    xhr.send(JSON.stringify({ fileData }));
  });
}

/** The file as base64 (without the data: URL prefix), reporting read progress. */
export function readFileAsBase64(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Only .xlsx and .xls are accepted (SPEC section 5). */
export function isSpreadsheetName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name);
}
