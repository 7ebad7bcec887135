import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  AttachmentAdded,
  AttachmentDeleted,
  AttachmentExpiring,
  attachmentDownloadPath,
  type Actor,
  type AttachmentContentType,
  type AttachmentDeletedDto,
  type AttachmentDto,
  type AttachmentEvidenceOf,
  type AttachmentFileDto,
  type AttachmentItemFacts,
  type AttachmentView,
  type CreateAttachmentInput,
  type UserSummary,
} from '@rtm/contracts';
import { requireRole } from '../app/authorization.js';
import { isUuid } from '../db/sql.js';
import { createEvent } from '../events/domain-event.js';
import { sameAnswer, type Transactions } from '../events/transactions.js';
import { userSummaryJson } from '../projections/user-summary.sql.js';
import type { AttachmentBucket } from './attachment-bucket.js';

/** Where a service keeps its items and their attachments (schema-qualified names), and how it names its items. */
export interface AttachmentRoomOptions {
  entity: 'risk' | 'task';
  tables: { attachment: string; item: string; users: string };
  /** The item's display code column (risk_code, task_id). */
  codeColumn: string;
  /** The item's 404 message (RISK_MESSAGES.riskNotFound...). */
  itemNotFound: string;
  db: Transactions;
  bucket: AttachmentBucket;
  now: () => Date;
  /** Today's calendar day (YYYY-MM-DD) at `at`, by which validity is judged; the UTC day unless told (the risk service's MAIL_TIME_ZONE). */
  dayOf?: (at: Date) => string;
  /** Writes the item's history entry of an upload in its transaction (the task history's attachment_added). */
  recordAdded?: (tx: EntityManager, actor: Actor, attachment: AttachmentDto, at: Date) => Promise<void>;
  /**
   * What holds a file as evidence (a risk's reviews and acceptances): an SQL expression over the attachment alias `a`
   * answering 'review', 'acceptance' or null, read for the list and, once the file's row is locked, before a deletion.
   */
  evidenceOf?: (a: string) => string;
  /** The message of a deletion refused because the file is held as evidence. */
  heldMessage?: (held: AttachmentEvidenceOf) => string;
  /** Writes the item's history entry of a deletion in its transaction (the risk history's attachment_deleted). */
  recordDeleted?: (tx: EntityManager, actor: Actor, attachment: AttachmentDto, at: Date) => Promise<void>;
}

interface AttachmentRow {
  id: string;
  item_id: string;
  object: string;
  file_name: string;
  file_size: string | number;
  content_type: AttachmentContentType;
  sha256: string;
  uploaded_by: string;
  valid_until: string | null;
  description: string | null;
  created_at: Date | string;
  uploader?: UserSummary | null;
  evidence_of?: AttachmentEvidenceOf | null;
}

interface ItemRow {
  id: string;
  owner_id: string;
  code: string;
  title: string;
}

/** Objects left by an upload that never got its row (a crash between store and record) go after this long. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const calendarDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Whether the reader may delete a file: its uploader, the item's owner, managers and system admins. */
export function mayDeleteAttachment(actor: Actor, uploadedBy: string, itemOwnerId: string | null): boolean {
  return actor.role === 'system_admin' || actor.role === 'manager' || actor.id === uploadedBy || actor.id === itemOwnerId;
}

/**
 * The attachments of one kind of item (risk or task) in its owning service (issue 28): the list, the check before an
 * upload, the record of a stored upload with its event (and history entry) in one transaction, the file of a
 * download, the deletion with its event, the deletion of a deleted item's files, and the nightly sweep. The bytes
 * live in the attachments bucket as `<entity>/<attachment id>`; the gateway streams them in and out.
 */
export class AttachmentRoom {
  /** Chunks no object referred to at the last sweep: purged at the next if still unreferenced (an upload in flight is not). */
  private suspectChunks = new Set<string>();

  constructor(private readonly o: AttachmentRoomOptions) {}

  /** Newest first, with the uploaders' names and whether the reader may delete each; 404 for an unknown item. */
  async list(actor: Actor | null, itemId: string | undefined): Promise<AttachmentView[]> {
    const reader = requireRole(actor);
    if (!itemId || !isUuid(itemId)) throw new NotFoundException(this.o.itemNotFound);
    const { attachment, item, users } = this.o.tables;
    const rows = await this.o.db.sql().execute<(Partial<AttachmentRow> & { item_owner: string })[]>(
      `select i.owner_id as item_owner, ${this.columns('a')}, ${userSummaryJson('u')} as uploader,
              ${this.o.evidenceOf?.('a') ?? 'null'} as evidence_of
         from ${item} i
         left join ${attachment} a on a.${this.o.entity}_id = i.id
         left join ${users} u on u.id = a.uploaded_by
        where i.id = ?
        order by a.created_at desc, a.id desc`,
      [itemId],
    );
    if (rows.length === 0) throw new NotFoundException(this.o.itemNotFound);
    const today = this.today();
    return rows.filter((row) => row.id).map((row) => this.view(row as AttachmentRow, reader, row.item_owner, today));
  }

  /** Before any byte is stored: the item exists and has room for one more file. Anyone signed in may attach (as comment). */
  async prepare(actor: Actor | null, itemId: string | undefined): Promise<{ ok: true }> {
    requireRole(actor);
    if (!itemId || !isUuid(itemId)) throw new NotFoundException(this.o.itemNotFound);
    const [row] = await this.o.db.sql().execute<{ files: number }[]>(
      `select (select count(*) from ${this.o.tables.attachment} a where a.${this.o.entity}_id = i.id)::int as files
         from ${this.o.tables.item} i where i.id = ?`,
      [itemId],
    );
    if (!row) throw new NotFoundException(this.o.itemNotFound);
    if (row.files >= ATTACHMENT_LIMITS.perItem) throw new ConflictException(ATTACHMENT_MESSAGES.tooMany);
    return { ok: true };
  }

  /** Records a stored upload: its row, the item's history entry and attachment_added, in one transaction. */
  async create(actor: Actor | null, input: CreateAttachmentInput, itemId: string | undefined): Promise<AttachmentView> {
    const uploader = requireRole(actor);
    if (!itemId || !isUuid(itemId)) throw new NotFoundException(this.o.itemNotFound);
    const id = this.idOfObject(input.object);
    if (!id) throw new NotFoundException(ATTACHMENT_MESSAGES.attachmentNotFound);
    const { attachment, item } = this.o.tables;
    const view = await this.o.db.run(async (tx, emit) => {
      // The item's row is held for the count: two uploads at once cannot pass the limit together.
      const [found] = await tx.execute<(ItemRow & { files: number })[]>(
        `select i.id, i.owner_id, i.${this.o.codeColumn} as code, i.title,
                (select count(*) from ${attachment} a where a.${this.o.entity}_id = i.id)::int as files
           from ${item} i where i.id = ? for no key update`,
        [itemId],
      );
      if (!found) throw new NotFoundException(this.o.itemNotFound);
      if (found.files >= ATTACHMENT_LIMITS.perItem) throw new ConflictException(ATTACHMENT_MESSAGES.tooMany);
      const now = this.o.now();
      const [row] = await tx.execute<AttachmentRow[]>(
        `insert into ${attachment} (id, ${this.o.entity}_id, object, file_name, file_size, content_type, sha256, uploaded_by,
                                    valid_until, description, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?::timestamptz)
         returning ${this.columns(attachment)}`,
        [
          id,
          itemId,
          input.object,
          input.fileName,
          input.fileSize,
          input.contentType,
          input.sha256,
          uploader.id,
          input.validUntil ?? null,
          input.description ?? null,
          now.toISOString(),
        ],
      );
      const dto = this.dto(row, this.today(now));
      await this.o.recordAdded?.(tx, uploader, dto, now);
      emit(
        createEvent(AttachmentAdded, {
          actor: uploader,
          entity: { type: this.o.entity, id: itemId },
          description: `Attached ${dto.fileName} to ${this.o.entity} ${found.code}: ${found.title}`,
          data: { ...this.facts(found), attachment: dto },
        }),
      );
      return dto;
    }, sameAnswer);
    const [withName] = await this.o.db
      .sql()
      .execute<{ uploader: UserSummary | null }[]>(
        `select ${userSummaryJson('u')} as uploader from ${this.o.tables.users} u where u.id = ?`,
        [uploader.id],
      );
    return { ...view, uploader: withName?.uploader ?? null, canDelete: true, evidenceOf: null };
  }

  /** Where a file's bytes are, for a download by anyone who may read the item; 404 when the file or its item is gone. */
  async file(actor: Actor | null, id: string): Promise<AttachmentFileDto> {
    requireRole(actor);
    if (!isUuid(id)) throw new NotFoundException(ATTACHMENT_MESSAGES.attachmentNotFound);
    const [row] = await this.o.db.sql().execute<AttachmentRow[]>(
      `select ${this.columns('a')} from ${this.o.tables.attachment} a
         join ${this.o.tables.item} i on i.id = a.${this.o.entity}_id
        where a.id = ?`,
      [id],
    );
    if (!row) throw new NotFoundException(ATTACHMENT_MESSAGES.attachmentNotFound);
    return {
      id: row.id,
      object: row.object,
      fileName: row.file_name,
      fileSize: Number(row.file_size),
      contentType: row.content_type,
      sha256: row.sha256.trim(),
    };
  }

  /**
   * Deletes a file (its uploader, the item's owner, managers, system admins; 409 while it is held as evidence) with
   * attachment_deleted, then its object.
   */
  async delete(actor: Actor | null, id: string): Promise<AttachmentDeletedDto> {
    const who = requireRole(actor);
    if (!isUuid(id)) throw new NotFoundException(ATTACHMENT_MESSAGES.attachmentNotFound);
    const { attachment, item } = this.o.tables;
    const deleted = await this.o.db.run(async (tx, emit) => {
      const [row] = await tx.execute<(AttachmentRow & { owner_id: string; code: string; title: string })[]>(
        `select ${this.columns('a')}, i.owner_id, i.${this.o.codeColumn} as code, i.title
           from ${attachment} a join ${item} i on i.id = a.${this.o.entity}_id
          where a.id = ? for update of a`,
        [id],
      );
      if (!row) throw new NotFoundException(ATTACHMENT_MESSAGES.attachmentNotFound);
      if (!mayDeleteAttachment(who, row.uploaded_by, row.owner_id)) throw new ForbiddenException(ATTACHMENT_MESSAGES.deleteForbidden);
      if (this.o.evidenceOf) {
        // A statement of its own, after the lock: it sees a review or acceptance that committed while the lock waited.
        const [held] = await tx.execute<{ evidence_of: AttachmentEvidenceOf | null }[]>(
          `select ${this.o.evidenceOf('a')} as evidence_of from ${attachment} a where a.id = ?`,
          [id],
        );
        if (held?.evidence_of) throw new ConflictException(this.o.heldMessage?.(held.evidence_of) ?? ATTACHMENT_MESSAGES.heldByReview);
      }
      await tx.execute(`delete from ${attachment} where id = ?`, [id]);
      const now = this.o.now();
      const dto = this.dto(row, this.today(now));
      await this.o.recordDeleted?.(tx, who, dto, now);
      emit(
        createEvent(AttachmentDeleted, {
          actor: who,
          entity: { type: this.o.entity, id: row.item_id },
          description: `Deleted ${dto.fileName} from ${this.o.entity} ${row.code}: ${row.title}`,
          data: { ...this.facts({ id: row.item_id, owner_id: row.owner_id, code: row.code, title: row.title }), attachment: dto },
        }),
      );
      return { id, object: row.object };
    }, sameAnswer);
    // The row is gone: the object follows now, or at the nightly sweep if the store does not answer.
    await this.o.bucket.remove(deleted.object);
    return deleted;
  }

  /**
   * A deleted item's files (the consumer of its deletion event): the objects first, then the rows in the consumer's
   * transaction. Run again after a failure, it deletes what is left; a store that does not answer fails the delivery.
   */
  async deleteForItem(tx: EntityManager, itemId: string): Promise<number> {
    const rows = await tx.execute<{ id: string; object: string }[]>(
      `select id, object from ${this.o.tables.attachment} where ${this.o.entity}_id = ?`,
      [itemId],
    );
    for (const row of rows) {
      if (!(await this.o.bucket.remove(row.object))) throw new Error(`Attachment store unavailable: ${row.object} not deleted`);
    }
    if (rows.length) await tx.execute(`delete from ${this.o.tables.attachment} where ${this.o.entity}_id = ?`, [itemId]);
    return rows.length;
  }

  /**
   * The nightly sweep: removes this service's objects that have no row (older than an hour: an upload in flight has
   * none yet), the rows and objects of items that are gone, and reports rows whose object is missing.
   */
  async sweep(): Promise<AttachmentSweepReport> {
    const prefix = `${this.o.entity}/`;
    const objects = await this.o.bucket.list(prefix);
    const { attachment, item } = this.o.tables;
    const rows = await this.o.db
      .sql()
      .execute<{ id: string; object: string; item_exists: boolean }[]>(
        `select a.id, a.object, (i.id is not null) as item_exists from ${attachment} a left join ${item} i on i.id = a.${this.o.entity}_id`,
      );
    const recorded = new Set(rows.map((r) => r.object));
    const stored = new Set(objects.map((o) => o.name));
    const cutoff = this.o.now().getTime() - ORPHAN_GRACE_MS;
    const removedObjects: string[] = [];
    for (const object of objects) {
      if (!recorded.has(object.name) && new Date(object.mtime).getTime() < cutoff && (await this.o.bucket.remove(object.name)))
        removedObjects.push(object.name);
    }
    const orphanRows = rows.filter((r) => !r.item_exists);
    for (const row of orphanRows) {
      if (await this.o.bucket.remove(row.object)) await this.o.db.sql().execute(`delete from ${attachment} where id = ?`, [row.id]);
    }
    const missingObjects = rows.filter((r) => r.item_exists && !stored.has(r.object)).map((r) => r.id);
    return { removedObjects, removedRows: orphanRows.length, missingObjects, purgedChunks: await this.purgeCutOffUploads() };
  }

  /**
   * Chunks of uploads cut off before their end (a gateway killed mid-upload): unreferenced at two sweeps in a row (a
   * day apart; an upload lasts minutes at most), they are purged. Answers how many uploads' chunks went.
   */
  private async purgeCutOffUploads(): Promise<number> {
    const unreferenced = await this.o.bucket.unreferencedChunks();
    let purged = 0;
    for (const subject of unreferenced) {
      if (!this.suspectChunks.has(subject)) continue;
      await this.o.bucket.purgeChunks(subject);
      purged += 1;
    }
    this.suspectChunks = new Set(unreferenced.filter((subject) => !this.suspectChunks.has(subject)));
    return purged;
  }

  private today(at: Date = this.o.now()): string {
    return (this.o.dayOf ?? calendarDayOf)(at);
  }

  /**
   * The reminders due: each file whose validity ends within ATTACHMENT_LIMITS.reminderDays (today included) and has
   * had none gets attachment_expiring, marked reminded in the same transaction (once per file, whichever instance
   * runs first; a later change of its date is not reminded again). Answers how many.
   */
  async remindDue(limit = 100): Promise<number> {
    const today = this.today();
    const { attachment, item } = this.o.tables;
    return this.o.db.run(async (tx, emit) => {
      const rows = await tx.execute<(AttachmentRow & { owner_id: string; code: string; title: string; days_left: number })[]>(
        `select ${this.columns('a')}, i.owner_id, i.${this.o.codeColumn} as code, i.title, (a.valid_until - ?::date)::int as days_left
           from ${attachment} a join ${item} i on i.id = a.${this.o.entity}_id
          where a.valid_until between ?::date and ?::date + ${ATTACHMENT_LIMITS.reminderDays} and a.reminded_at is null
          order by a.valid_until, a.id limit ${limit} for update of a skip locked`,
        [today, today, today],
      );
      if (rows.length === 0) return 0;
      await tx.execute(`update ${attachment} set reminded_at = ? where id in (?)`, [this.o.now().toISOString(), rows.map((r) => r.id)]);
      for (const row of rows) {
        const dto = this.dto(row, today);
        emit(
          createEvent(AttachmentExpiring, {
            actor: null,
            entity: { type: this.o.entity, id: row.item_id },
            description: `Evidence ${dto.fileName} of ${this.o.entity} ${row.code} is valid until ${dto.validUntil}`,
            data: {
              ...this.facts({ id: row.item_id, owner_id: row.owner_id, code: row.code, title: row.title }),
              attachment: dto,
              daysLeft: row.days_left,
            },
          }),
        );
      }
      return rows.length;
    });
  }

  /** The attachment id of an object name this service's files have (`<entity>/<uuid>`), else null. */
  private idOfObject(object: string): string | null {
    const prefix = `${this.o.entity}/`;
    if (!object.startsWith(prefix)) return null;
    const id = object.slice(prefix.length);
    return isUuid(id) ? id : null;
  }

  private facts(item: ItemRow): AttachmentItemFacts {
    return { itemType: this.o.entity, itemId: item.id, itemCode: item.code, itemTitle: item.title, ownerId: item.owner_id };
  }

  private columns(a: string): string {
    return `${a}.id, ${a}.${this.o.entity}_id as item_id, ${a}.object, ${a}.file_name, ${a}.file_size, ${a}.content_type, ${a}.sha256,
            ${a}.uploaded_by, ${a}.valid_until::text as valid_until, ${a}.description, ${a}.created_at`;
  }

  private dto(row: AttachmentRow, today: string): AttachmentDto {
    return {
      id: row.id,
      fileName: row.file_name,
      fileUrl: attachmentDownloadPath(row.id),
      fileSize: Number(row.file_size),
      uploadedBy: row.uploaded_by,
      taskId: this.o.entity === 'task' ? row.item_id : null,
      riskId: this.o.entity === 'risk' ? row.item_id : null,
      createdAt: new Date(row.created_at).toISOString(),
      contentType: row.content_type,
      sha256: row.sha256.trim(),
      validUntil: row.valid_until,
      description: row.description,
      expired: row.valid_until !== null && row.valid_until < today,
    };
  }

  private view(row: AttachmentRow, reader: Actor, itemOwner: string, today: string): AttachmentView {
    const evidenceOf = row.evidence_of ?? null;
    return {
      ...this.dto(row, today),
      uploader: row.uploader ?? null,
      canDelete: !evidenceOf && mayDeleteAttachment(reader, row.uploaded_by, itemOwner),
      evidenceOf,
    };
  }
}

/** What a sweep did and found. */
export interface AttachmentSweepReport {
  /** Objects without a row, removed. */
  removedObjects: string[];
  /** Rows of items that are gone, removed with their objects. */
  removedRows: number;
  /** Ids of rows whose object is missing (reported, kept: an administrator decides). */
  missingObjects: string[];
  /** Uploads cut off before their end whose chunks were purged. */
  purgedChunks: number;
}

/** A new object name for an upload to `entity`; its uuid becomes the attachment's id. */
export function newAttachmentObject(entity: 'risk' | 'task'): string {
  return `${entity}/${randomUUID()}`;
}
