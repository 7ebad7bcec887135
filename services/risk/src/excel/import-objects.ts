import { BadRequestException, Inject, Injectable, PayloadTooLargeException, type LoggerService } from '@nestjs/common';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { EventStream } from '@rtm/backend/events';
import { RISK_MESSAGES, importBucket } from '@rtm/contracts';
import type { RiskConfig } from '../risk.config.js';

/**
 * The uploads bucket (JetStream Object Store) the gateway streams spreadsheets into: the import reads one
 * object (no more than IMPORT_MAX_BYTES, checked against its stored size before reading) and deletes it.
 */
@Injectable()
export class ImportObjects {
  private bucket?: Promise<ObjectStore>;

  constructor(
    @Inject(EventStream) private readonly stream: EventStream,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  private store(): Promise<ObjectStore> {
    this.bucket ??= new Objm(this.stream.nc).open(importBucket(this.config.NATS_PREFIX)).catch((error: unknown) => {
      this.bucket = undefined;
      throw error;
    });
    return this.bucket;
  }

  /** The object's bytes, and the object is gone: a file is imported at most once. */
  async take(name: string): Promise<Buffer> {
    const store = await this.store().catch(() => {
      throw new BadRequestException(RISK_MESSAGES.uploadExpired);
    });
    try {
      const object = await store.get(name);
      if (!object || object.info.deleted) throw new BadRequestException(RISK_MESSAGES.uploadExpired);
      if (object.info.size > this.config.IMPORT_MAX_BYTES) throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
      // One buffer of the stored size, filled chunk by chunk (no second copy).
      const file = Buffer.allocUnsafe(object.info.size);
      let size = 0;
      for await (const part of object.data) {
        if (size + part.length > file.length) throw new BadRequestException(RISK_MESSAGES.uploadExpired);
        file.set(part, size);
        size += part.length;
      }
      if ((await object.error) || size !== file.length) throw new BadRequestException(RISK_MESSAGES.uploadExpired);
      return file;
    } finally {
      await store.delete(name).catch((error: unknown) => {
        this.logger.warn(`Could not delete upload ${name}: ${(error as Error).message}`, ImportObjects.name);
      });
    }
  }
}
