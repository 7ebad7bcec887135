import type { NatsConnection } from '@nats-io/transport-node';
import { Objm, type ObjectStore } from '@nats-io/obj';

/**
 * A JetStream Object Store bucket the JetStream setup made, opened at first use and then kept; a failed attempt is
 * forgotten, so the next call tries again (the uploads bucket, the attachments bucket).
 */
export class ObjectBucket {
  private bucket?: Promise<ObjectStore>;

  constructor(
    protected readonly nc: NatsConnection,
    readonly bucketName: string,
  ) {}

  store(): Promise<ObjectStore> {
    this.bucket ??= new Objm(this.nc).open(this.bucketName).catch((error: unknown) => {
      this.bucket = undefined;
      throw error;
    });
    return this.bucket;
  }
}
