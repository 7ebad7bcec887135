import type { AttachmentView } from '@rtm/contracts';
import { ApiError } from '../api-client/ApiError';
import { baseHeaders } from '../api-client/requestLanguage';

export interface UploadFields {
  validUntil?: string | null;
  description?: string | null;
}

/**
 * POST of one file as multipart/form-data with its upload's progress (fetch reports none, so XMLHttpRequest): the
 * file goes last, after its fields. Resolves with the stored attachment; rejects with an ApiError (413, 415, 409...).
 */
export function uploadAttachment(
  url: string,
  file: File,
  fields: UploadFields,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AttachmentView> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (fields.validUntil) form.append('validUntil', fields.validUntil);
    if (fields.description?.trim()) form.append('description', fields.description.trim());
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as AttachmentView);
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, messageOf(xhr.responseText), xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '', null, 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, '', null, 'Aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

function messageOf(bodyText: string): string | null {
  try {
    const message = (JSON.parse(bodyText) as { message?: unknown }).message;
    return typeof message === 'string' ? message : Array.isArray(message) ? message.join('; ') : null;
  } catch {
    return null;
  }
}

/** A size as people read it: 512 B, 14.2 KB, 3.1 MB (1 KB = 1,024 bytes), in the page's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(
    value,
  );
  return `${number} ${units[unit]}`;
}

/** The icon family of a stored type. */
export type AttachmentKind = 'pdf' | 'image' | 'word' | 'excel' | 'powerpoint' | 'text' | 'other';

export function attachmentKind(contentType: string): AttachmentKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (/wordprocessingml|msword|opendocument\.text/.test(contentType)) return 'word';
  if (/spreadsheetml|ms-excel|opendocument\.spreadsheet|text\/csv/.test(contentType)) return 'excel';
  if (/presentationml|ms-powerpoint|opendocument\.presentation/.test(contentType)) return 'powerpoint';
  if (contentType.startsWith('text/')) return 'text';
  return 'other';
}
