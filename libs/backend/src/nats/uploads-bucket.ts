import type { LoggerService } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { importBucket } from '@rtm/contracts';
import { ObjectBucket } from './object-bucket.js';

/**
 * The uploads bucket (JetStream Object Store, one per subject prefix, named by `importBucket`; the JetStream setup makes
 * it, with the uploads' time to live): the gateway streams spreadsheets into it, the risk service reads one object for
 * an import and deletes it. Opened once; a failed attempt is forgotten, so the next call tries again.
 */
export class UploadsBucket extends ObjectBucket {
  constructor(
    nc: NatsConnection,
    natsPrefix: string,
    private readonly logger: LoggerService,
  ) {
    super(nc, importBucket(natsPrefix));
  }

  /** Deletes an object; a failure is logged, not thrown (the time to live removes what is left). */
  async remove(name: string): Promise<void> {
    const store = await this.store().catch(() => null);
    await store?.delete(name).catch((error: unknown) => {
      this.logger.warn(`Could not delete upload ${name}: ${(error as Error).message}`, UploadsBucket.name);
    });
  }
}
