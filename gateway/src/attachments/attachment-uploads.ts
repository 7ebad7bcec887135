import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  ServiceUnavailableException,
  type LoggerService,
} from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AttachmentBucket, AttachmentInspector, newAttachmentObject, type InspectedFile } from '@rtm/backend/attachments';
import { ATTACHMENT_MESSAGES, ERRORS, sanitizeFileName } from '@rtm/contracts';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import type { AttachmentOwner } from './attachments.client.js';

/** Room for the multipart framing (boundaries, part headers, the two small fields) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A file streamed into the attachments bucket: its object, sanitised name, what its bytes are, and the form's other fields. */
export interface ReceivedAttachment extends InspectedFile {
  object: string;
  fileName: string;
  fields: Record<string, unknown>;
}

/**
 * Evidence uploads (issue 28): the one file of a multipart form streamed into the attachments bucket as it arrives,
 * never held whole: each chunk is counted (413 past ATTACHMENT_MAX_BYTES, while streaming), hashed and looked at (the
 * type from the bytes, 415 as soon as they show a refused one, AttachmentInspector). A refused or unrecorded upload's
 * object is deleted; one a crash leaves behind goes at the owning service's nightly sweep.
 */
@Injectable()
export class AttachmentUploads {
  readonly bucket: AttachmentBucket;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {
    this.bucket = new AttachmentBucket(nc, config.NATS_PREFIX, logger);
  }

  async receive(req: Request, res: Response, owner: AttachmentOwner): Promise<ReceivedAttachment> {
    const maxBytes = this.config.ATTACHMENT_MAX_BYTES;
    if (!req.is('multipart/form-data')) throw new BadRequestException(ATTACHMENT_MESSAGES.fileRequired);
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD)
      throw new PayloadTooLargeException(ATTACHMENT_MESSAGES.tooLarge);
    let received: Omit<ReceivedAttachment, 'fields'> | undefined;
    const storage: multer.StorageEngine = {
      _handleFile: (_req, file, callback) => {
        this.put(file.stream, owner, maxBytes, utf8FileName(file.originalname)).then(
          (stored) => {
            received = stored;
            callback(null, { objectName: stored.object });
          },
          (error: unknown) => {
            file.stream.resume();
            callback(error);
          },
        );
      },
      _removeFile: (_req, file, callback) => {
        void this.bucket.remove(String(file.objectName)).then(() => callback(null));
      },
    };
    const parse = multer({
      storage,
      // One byte more than allowed reaches our own count, which answers the 413.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 4, fieldSize: 2048, parts: 5, headerPairs: 50 },
    }).any();
    try {
      await new Promise<void>((resolve, reject) => parse(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
    } catch (error) {
      if (received) void this.bucket.remove(received.object);
      throw this.refusal(error);
    }
    if (!received) throw new BadRequestException(ATTACHMENT_MESSAGES.fileRequired);
    return { ...received, fields: { ...((req.body as Record<string, unknown> | undefined) ?? {}) } };
  }

  /** Streams one file into a new object through the inspector; on a refusal nothing stays stored. */
  private async put(source: AsyncIterable<Buffer>, owner: AttachmentOwner, maxBytes: number, originalName: string) {
    const inspector = new AttachmentInspector(maxBytes);
    const iterator = source[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        try {
          await inspector.push(next.value);
        } catch (error) {
          return controller.error(error);
        }
        controller.enqueue(next.value);
      },
    });
    const object = newAttachmentObject(owner);
    const fileName = sanitizeFileName(originalName);
    try {
      await this.bucket.put(object, body);
      if (inspector.size === 0) throw new BadRequestException(ATTACHMENT_MESSAGES.fileRequired);
      return { object, fileName, ...(await inspector.finish(fileName)) };
    } catch (error) {
      void this.bucket.remove(object);
      throw error;
    }
  }

  /** A failed transfer's answer: the file's (413, 415), the form's (400) or the bus's (503). */
  private refusal(error: unknown): HttpException {
    if (error instanceof HttpException) return error;
    const code = (error as { code?: unknown }).code;
    if (code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(ATTACHMENT_MESSAGES.tooLarge);
    if (code === 'LIMIT_FILE_COUNT') return new BadRequestException(ATTACHMENT_MESSAGES.oneFileOnly);
    if (error instanceof multer.MulterError || (error instanceof Error && /multipart|form|part|boundary/i.test(error.message)))
      return new BadRequestException(ATTACHMENT_MESSAGES.uploadMalformed);
    this.logger.warn(`Attachment not stored: ${(error as Error)?.message ?? error}`, AttachmentUploads.name);
    return new ServiceUnavailableException(ERRORS.busUnavailable);
  }
}

/**
 * The file name as the browser wrote it: browsers send the UTF-8 bytes of the name in the part's header, which the
 * multipart parser reads as Latin-1; read again as UTF-8 when they are UTF-8 (an Arabic name), else as they came.
 */
export function utf8FileName(name: string): string {
  if (!/[\u0080-\u00ff]/.test(name) || /[^\u0000-\u00ff]/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? name : decoded;
}
