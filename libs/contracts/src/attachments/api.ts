import type { UserSummary } from '../identity/api.js';

/** Limits of evidence attachments (issue 28); ATTACHMENT_MAX_BYTES may lower or raise the size in the gateway's settings. */
export const ATTACHMENT_LIMITS = {
  /** Largest file, in bytes (25 MB): refused with 413 while it streams. */
  maxBytes: 25 * 1024 * 1024,
  /** Most files one risk or task holds. */
  perItem: 50,
  /** Longest description, in characters. */
  descriptionMax: 500,
  /** Longest stored file name, in characters. */
  fileNameMax: 200,
  /** Days before a file's validUntil when its uploader and the item's owner get a reminder. */
  reminderDays: 14,
} as const;

/** The content types an attachment may have, sniffed from its bytes (never the name or the browser's word). */
export const ATTACHMENT_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'text/plain': 'plain text',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (.xlsx)',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint (.pptx)',
  'application/msword': 'Word 97-2003 (.doc)',
  'application/vnd.ms-excel': 'Excel 97-2003 (.xls)',
  'application/vnd.ms-powerpoint': 'PowerPoint 97-2003 (.ppt)',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text (.odt)',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet (.ods)',
  'application/vnd.oasis.opendocument.presentation': 'OpenDocument presentation (.odp)',
} as const;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;

export function isAttachmentType(value: string): value is AttachmentContentType {
  return Object.hasOwn(ATTACHMENT_TYPES, value);
}

/** The multipart form fields of an upload: the file (any one file field), and optional validUntil and description. */
export const ATTACHMENT_FIELDS = { file: 'file', validUntil: 'validUntil', description: 'description' } as const;

/**
 * An attachment with the spec's fields (SPEC section 3: id, fileName, fileUrl, fileSize, uploadedBy, taskId, riskId,
 * createdAt) and issue 28's: the sniffed contentType, sha256 (hex) of the bytes, validUntil (a calendar day or null),
 * description, and whether it is past its validity (`expired`, as of the day it was read).
 */
export interface AttachmentDto {
  id: string;
  fileName: string;
  /** The download path, /api/attachments/{id}/download. */
  fileUrl: string;
  fileSize: number;
  uploadedBy: string;
  taskId: string | null;
  riskId: string | null;
  createdAt: string;
  contentType: AttachmentContentType;
  sha256: string;
  validUntil: string | null;
  description: string | null;
  expired: boolean;
}

/**
 * What holds a file as evidence (a risk's, issue 28): its standing acceptance (pending, or accepted and not expired) or
 * a recorded review. Such a file cannot be deleted.
 */
export type AttachmentEvidenceOf = 'acceptance' | 'review';

/**
 * An attachment as lists show it: with its uploader's name, whether the reader may delete it, and what holds it as
 * evidence (null: nothing; a task's files are never held).
 */
export interface AttachmentView extends AttachmentDto {
  uploader: UserSummary | null;
  canDelete: boolean;
  evidenceOf: AttachmentEvidenceOf | null;
}

export function attachmentDownloadPath(id: string): string {
  return `/api/attachments/${id}/download`;
}

/** Which item an attachment belongs to: exactly one of riskId and taskId. */
export interface AttachmentItemInput {
  riskId?: string;
  taskId?: string;
}

/** A stored upload, as the gateway hands it to the owning service to record. */
export interface CreateAttachmentInput extends AttachmentItemInput {
  /** The object's name in the attachments bucket. */
  object: string;
  fileName: string;
  fileSize: number;
  contentType: AttachmentContentType;
  sha256: string;
  validUntil?: string | null;
  description?: string | null;
}

export interface AttachmentIdInput {
  id: string;
}

/** What the gateway needs to stream a download: where the bytes are and what to call them. */
export interface AttachmentFileDto {
  id: string;
  object: string;
  fileName: string;
  fileSize: number;
  contentType: AttachmentContentType;
  sha256: string;
}

/** The answer of a deletion: which object the gateway may drop at once (the sweep drops what is left). */
export interface AttachmentDeletedDto {
  id: string;
  object: string;
}

/** The Object Store bucket of attachments for a subject prefix ('' in production: RTM_ATTACHMENTS). */
export function attachmentBucket(natsPrefix: string): string {
  const run = natsPrefix.replace(/\.$/, '').replace(/[^A-Za-z0-9_-]/g, '_');
  return run ? `${run}_RTM_ATTACHMENTS` : 'RTM_ATTACHMENTS';
}

/** A stored file name: the last path part, without control and reserved characters, at most fileNameMax characters. */
export function sanitizeFileName(raw: string | undefined | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>:|?*;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= ATTACHMENT_LIMITS.fileNameMax) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, ATTACHMENT_LIMITS.fileNameMax - ext.length) + ext;
}
