import type { LoggerService } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import { importBucket } from '@rtm/contracts';

/** An upload nobody imported (the gateway died in between) leaves the bucket after this long. */
const UPLOAD_TTL_NS = 60 * 60 * 1_000_000_000;

/**
 * The uploads bucket (JetStream Object Store, one per subject prefix, named by `importBucket`): the gateway creates it
 * and streams spreadsheets into it, the risk service opens it, reads one object for an import and deletes it. Opened
 * once; a failed attempt is forgotten, so the next call tries again.
 */
export class UploadsBucket {
  private bucket?: Promise<ObjectStore>;

  /** `create`: made when missing, with the uploads' time to live (the writer); `open`: only opened (the reader). */
  constructor(
    private readonly nc: NatsConnection,
    private readonly natsPrefix: string,
    private readonly how: 'create' | 'open',
    private readonly logger: LoggerService,
  ) {}

  store(): Promise<ObjectStore> {
    const objm = new Objm(this.nc);
    const name = importBucket(this.natsPrefix);
    this.bucket ??= (this.how === 'create' ? objm.create(name, { ttl: UPLOAD_TTL_NS, storage: StorageType.File }) : objm.open(name)).catch(
      (error: unknown) => {
        this.bucket = undefined;
        throw error;
      },
    );
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
