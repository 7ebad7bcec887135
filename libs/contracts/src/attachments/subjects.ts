import type { Rpc } from '../common/rpc.js';
import type {
  AttachmentDeletedDto,
  AttachmentFileDto,
  AttachmentIdInput,
  AttachmentItemInput,
  AttachmentView,
  CreateAttachmentInput,
} from './api.js';

/** The attachments room's subjects in the risk service (risk attachments) and the task service (task attachments). */
export const RISK_ATTACHMENT_SUBJECTS = {
  list: 'risk.attachments.list',
  prepare: 'risk.attachments.prepare',
  create: 'risk.attachments.create',
  file: 'risk.attachments.file',
  delete: 'risk.attachments.delete',
} as const;

export const TASK_ATTACHMENT_SUBJECTS = {
  list: 'task.attachments.list',
  prepare: 'task.attachments.prepare',
  create: 'task.attachments.create',
  file: 'task.attachments.file',
  delete: 'task.attachments.delete',
} as const;

const R = RISK_ATTACHMENT_SUBJECTS;
const T = TASK_ATTACHMENT_SUBJECTS;

/** `prepare` answers whether an upload may start (the item exists, the actor may add, room is left), before any byte is stored. */
export interface AttachmentRpc {
  [R.list]: Rpc<AttachmentItemInput, AttachmentView[]>;
  [R.prepare]: Rpc<AttachmentItemInput, { ok: true }>;
  [R.create]: Rpc<CreateAttachmentInput, AttachmentView>;
  [R.file]: Rpc<AttachmentIdInput, AttachmentFileDto>;
  [R.delete]: Rpc<AttachmentIdInput, AttachmentDeletedDto>;
  [T.list]: Rpc<AttachmentItemInput, AttachmentView[]>;
  [T.prepare]: Rpc<AttachmentItemInput, { ok: true }>;
  [T.create]: Rpc<CreateAttachmentInput, AttachmentView>;
  [T.file]: Rpc<AttachmentIdInput, AttachmentFileDto>;
  [T.delete]: Rpc<AttachmentIdInput, AttachmentDeletedDto>;
}
