import { BadRequestException, Inject, Injectable, PayloadTooLargeException, type LoggerService } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { EventStream } from '@rtm/backend/events';
import { UploadsBucket } from '@rtm/backend/nats';
import { RISK_MESSAGES } from '@rtm/contracts';
import type { RiskConfig } from '../risk.config.js';

/**
 * The uploads bucket (JetStream Object Store) the gateway streams spreadsheets into: the import reads one
 * object (no more than IMPORT_MAX_BYTES, checked against its stored size before reading) and deletes it.
 */
@Injectable()
export class ImportObjects {
  private readonly bucket: UploadsBucket;

  constructor(
    @Inject(EventStream) stream: EventStream,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
    @Inject(LOGGER) logger: LoggerService,
  ) {
    this.bucket = new UploadsBucket(stream.nc, config.NATS_PREFIX, logger);
  }

  /** The object's bytes, and the object is gone: a file is imported at most once. */
  async take(name: string): Promise<Buffer> {
    const store = await this.bucket.store().catch(() => {
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
      await this.bucket.remove(name);
    }
  }
}
