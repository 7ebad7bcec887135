import { defineEvent } from '../common/events.js';
import type { AttachmentDto } from './api.js';

/** What an attachment's events say of the item it belongs to (a risk or a task), so readers need ask no one. */
export interface AttachmentItemFacts {
  /** 'risk' or 'task'. */
  itemType: 'risk' | 'task';
  itemId: string;
  /** RSK-... or the task's code. */
  itemCode: string;
  itemTitle: string;
  /** The item's owner. */
  ownerId: string;
}

export interface AttachmentAddedData extends AttachmentItemFacts {
  attachment: AttachmentDto;
}

export interface AttachmentDeletedData extends AttachmentItemFacts {
  attachment: AttachmentDto;
}

/** A file was attached to a risk or a task (issue 28; the spec's task history names attachment_added). */
export const AttachmentAdded = defineEvent<'attachment_added', AttachmentAddedData>('attachment_added');
export interface AttachmentExpiringData extends AttachmentItemFacts {
  attachment: AttachmentDto;
  /** Days from the service's today to the file's validUntil (0: its last day). */
  daysLeft: number;
}

/** A file's validity ends soon: its reminder (once per file), mailed to its uploader and the item's owner. */
export const AttachmentExpiring = defineEvent<'attachment_expiring', AttachmentExpiringData>('attachment_expiring');

/** A file was deleted from a risk or a task. */
export const AttachmentDeleted = defineEvent<'attachment_deleted', AttachmentDeletedData>('attachment_deleted');
