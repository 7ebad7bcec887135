import { BadRequestException, Inject, Injectable, PayloadTooLargeException, type LoggerService } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { UploadsBucket } from '@rtm/backend/nats';
import { LIMITS, RISK_MESSAGES } from '@rtm/contracts';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An .xlsx (zip, "PK\x03\x04") or a legacy .xls (OLE2), by its first bytes. */
export function looksLikeSpreadsheet(head: Buffer): boolean {
  return (head.length >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC)) || (head.length >= 8 && head.subarray(0, 8).equals(OLE2_MAGIC));
}

/**
 * The uploads bucket (JetStream Object Store, one per subject prefix): a spreadsheet is streamed into an
 * object in 128 KiB chunks, never held whole; the risk service reads it for the import and deletes it.
 * The first bytes are checked before anything is stored, and the stream is cut at IMPORT_MAX_BYTES.
 */
@Injectable()
export class ImportUploads {
  private readonly bucket: UploadsBucket;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) logger: LoggerService,
  ) {
    this.bucket = new UploadsBucket(nc, config.NATS_PREFIX, 'create', logger);
  }

  /** Streams a file into a new object and answers its name; refuses what is not a spreadsheet or is too large. */
  async put(source: AsyncIterable<Buffer>, maxBytes: number = LIMITS.importMaxBytes): Promise<string> {
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
    if (!looksLikeSpreadsheet(first)) throw new BadRequestException(RISK_MESSAGES.notSpreadsheet);
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
