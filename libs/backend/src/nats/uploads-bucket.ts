import type { LoggerService } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { importBucket } from '@rtm/contracts';

/**
 * The uploads bucket (JetStream Object Store, one per subject prefix, named by `importBucket`; the JetStream setup makes
 * it, with the uploads' time to live): the gateway streams spreadsheets into it, the risk service reads one object for
 * an import and deletes it. Opened once; a failed attempt is forgotten, so the next call tries again.
 */
export class UploadsBucket {
  private bucket?: Promise<ObjectStore>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly natsPrefix: string,
    private readonly logger: LoggerService,
  ) {}

  store(): Promise<ObjectStore> {
    this.bucket ??= new Objm(this.nc).open(importBucket(this.natsPrefix)).catch((error: unknown) => {
      this.bucket = undefined;
      throw error;
    });
    return this.bucket;
  }

  /** Deletes an object; a failure is logged, not thrown (the time to live removes what is left). */
  async remove(name: string): Promise<void> {
    const store = await this.store().catch(() => null);
    await store?.delete(name).catch((error: unknown) => {
      this.logger.warn(`Could not delete upload ${name}: ${(error as Error).message}`, UploadsBucket.name);
    });
  }
}
