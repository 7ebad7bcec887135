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
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { UploadsBucket } from '@rtm/backend/nats';
import { ERRORS, LIMITS, RISK_MESSAGES } from '@rtm/contracts';
import { BulkUploadDto } from '@rtm/contracts/validation';
import { GatewayValidationPipe } from '../common/validation.pipe.js';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

/** Room for the multipart framing (boundaries, part headers, a few small fields) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An .xlsx (zip, "PK\x03\x04") or a legacy .xls (OLE2), by its first bytes. */
export function looksLikeSpreadsheet(head: Buffer): boolean {
  return (head.length >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC)) || (head.length >= 8 && head.subarray(0, 8).equals(OLE2_MAGIC));
}

/**
 * The uploads bucket (JetStream Object Store, one per subject prefix) and the requests that fill it: a spreadsheet,
 * sent as a multipart form or as the spec's base64 JSON, is streamed into an object in 128 KiB chunks, never held
 * whole; the risk service reads it for the import and deletes it.
 * The first bytes are checked before anything is stored, and the stream is cut at IMPORT_MAX_BYTES.
 */
@Injectable()
export class ImportUploads {
  private readonly bucket: UploadsBucket;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {
    this.bucket = new UploadsBucket(nc, config.NATS_PREFIX, logger);
  }

  /**
   * The upload of a request, stored, as its object's name: multipart/form-data (one file field, streamed) or the
   * spec's JSON `{fileData}` (base64; validated as BulkUploadDto). Refusals are 400/413 with the spec's messages.
   */
  async receive(req: Request, res: Response, body: unknown, maxBytes: number = LIMITS.importMaxBytes, anyFormat = false): Promise<string> {
    if (req.is('multipart/form-data')) return this.receiveMultipart(req, res, maxBytes, anyFormat);
    const { fileData } = (await new GatewayValidationPipe().transform(body ?? {}, {
      type: 'body',
      metatype: BulkUploadDto,
    })) as BulkUploadDto;
    const file = decodeBase64(fileData);
    if (file.length > maxBytes) throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
    return this.store(() => this.put(slices(file), maxBytes, anyFormat));
  }

  /** The one file of a multipart form, streamed into the bucket (multer with a storage engine of ours). */
  private async receiveMultipart(req: Request, res: Response, maxBytes: number, anyFormat: boolean): Promise<string> {
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD)
      throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
    const storage: multer.StorageEngine = {
      _handleFile: (_req, file, callback) => {
        this.put(file.stream, maxBytes, anyFormat).then(
          (name) => callback(null, { objectName: name }),
          (error: unknown) => {
            file.stream.resume();
            callback(error);
          },
        );
      },
      _removeFile: (_req, file, callback) => {
        void this.remove(String(file.objectName)).then(() => callback(null));
      },
    };
    const parse = multer({
      storage,
      // One byte more than allowed reaches our own count, which answers the 413.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 },
    }).any();
    await this.store(
      () =>
        new Promise<void>((resolve, reject) => {
          parse(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
        }),
    );
    const files = (req as Request & { files?: { objectName?: string }[] }).files ?? [];
    const name = files[0]?.objectName;
    if (!name) throw new BadRequestException(RISK_MESSAGES.fileDataRequired);
    return name;
  }

  /** Runs a transfer into the bucket, answering its failures with a message: the file's, the form's or the bus's. */
  private async store<T>(transfer: () => Promise<T>): Promise<T> {
    try {
      return await transfer();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const code = (error as { code?: unknown }).code;
      if (code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
      if (error instanceof multer.MulterError || (error instanceof Error && /multipart|form|part|boundary/i.test(error.message))) {
        throw new BadRequestException(RISK_MESSAGES.uploadMalformed);
      }
      this.logger.warn(`Upload not stored: ${(error as Error)?.message ?? error}`, ImportUploads.name);
      throw new ServiceUnavailableException(ERRORS.busUnavailable);
    }
  }

  /**
   * Streams a file into a new object and answers its name; refuses what is too large, and what is not an .xlsx or
   * .xls by its first bytes unless `anyFormat` (the 'Import and update' dialog's .ods and .csv: the risk service
   * tells them apart).
   */
  async put(source: AsyncIterable<Buffer>, maxBytes: number = LIMITS.importMaxBytes, anyFormat = false): Promise<string> {
    const iterator = source[Symbol.asyncIterator]();
    // The first bytes decide, before anything is stored.
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < 8) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
    }
    const first = Buffer.concat(head);
    if (first.length === 0) throw new BadRequestException(RISK_MESSAGES.fileDataRequired);
    if (!anyFormat && !looksLikeSpreadsheet(first)) throw new BadRequestException(RISK_MESSAGES.notSpreadsheet);
    if (first.length > maxBytes) throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);

    let size = first.length;
    let sentFirst = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentFirst) {
          sentFirst = true;
          controller.enqueue(first);
          if (ended) controller.close();
          return;
        }
        const next = await iterator.next();
        if (next.done) return controller.close();
        size += next.value.length;
        if (size > maxBytes) return controller.error(new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge));
        controller.enqueue(next.value);
      },
    });
    const name = `upload-${randomUUID()}`;
    const store = await this.bucket.store();
    await store.put({ name }, body);
    return name;
  }

  /** Removes an object the import did not take (it was refused before reading, or the service never answered). */
  remove(name: string): Promise<void> {
    return this.bucket.remove(name);
  }
}

/** Strict base64 (a data: URL prefix is allowed): anything else is refused rather than half-decoded. */
export function decodeBase64(value: string): Buffer {
  const body = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) throw new BadRequestException(RISK_MESSAGES.fileDataInvalid);
  return Buffer.from(body, 'base64');
}

/** A buffer as a stream of views of 128 KiB (no copies). */
export async function* slices(file: Buffer, size = 128 * 1024): AsyncIterable<Buffer> {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}

/** The query of an import: `dryRun=true` reads and checks the file and answers what it would do, writing nothing. */
export class ImportQueryDto {
  @IsOptional()
  @Transform(({ value }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}
