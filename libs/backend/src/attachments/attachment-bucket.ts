import type { LoggerService } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { ObjectResult } from '@nats-io/obj';
import { attachmentBucket } from '@rtm/contracts';
import { ObjectBucket } from '../nats/object-bucket.js';

/**
 * The attachments bucket (JetStream Object Store, one per subject prefix, named by `attachmentBucket`; the JetStream
 * setup makes it, replicated like the events stream, without a time to live): the gateway streams evidence into it
 * and out of it, the owning services delete objects (a deleted file, a deleted item's files, the nightly sweep).
 * Objects are named `<service>/<attachment id>`.
 */
export class AttachmentBucket extends ObjectBucket {
  constructor(
    nc: NatsConnection,
    natsPrefix: string,
    private readonly logger: LoggerService,
  ) {
    super(nc, attachmentBucket(natsPrefix));
  }

  /** Streams `body` into object `name` (chunk by chunk: the object store never holds it whole). */
  async put(name: string, body: ReadableStream<Uint8Array>): Promise<void> {
    const store = await this.store();
    await store.put({ name }, body);
  }

  /** The object, or null when it is missing or deleted. */
  async get(name: string): Promise<ObjectResult | null> {
    const store = await this.store();
    const object = await store.get(name);
    return object && !object.info.deleted ? object : null;
  }

  /** Deletes an object; a missing one is fine (idempotent). Answers false when the store could not be reached. */
  async remove(name: string): Promise<boolean> {
    try {
      const store = await this.store();
      const info = await store.info(name);
      if (info && !info.deleted) await store.delete(name);
      return true;
    } catch (error) {
      this.logger.warn(`Could not delete attachment object ${name}: ${(error as Error).message}`, AttachmentBucket.name);
      return false;
    }
  }

  /** Every live object whose name starts with `prefix`, with its size and last change (the sweep's view). */
  async list(prefix: string): Promise<{ name: string; size: number; mtime: string }[]> {
    const store = await this.store();
    const entries = await store.list();
    return entries.filter((e) => !e.deleted && e.name.startsWith(prefix)).map((e) => ({ name: e.name, size: e.size, mtime: e.mtime }));
  }

  /**
   * The chunk subjects no object refers to: an upload cut off before its last chunk (a process killed mid-upload) left
   * them, invisible (an object is listed only once its metadata is written after its last chunk), or one is in flight.
   */
  async unreferencedChunks(): Promise<string[]> {
    const store = await this.store();
    const jsm = await jetstreamManager(this.nc);
    const chunks = `$O.${this.bucketName}.C.`;
    const info = await jsm.streams.info(`OBJ_${this.bucketName}`, { subjects_filter: `${chunks}>` });
    const referenced = new Set((await store.list()).map((entry) => `${chunks}${entry.nuid}`));
    return Object.keys(info.state.subjects ?? {}).filter((subject) => !referenced.has(subject));
  }

  /** Purges the chunks of one cut-off upload. */
  async purgeChunks(subject: string): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    await jsm.streams.purge(`OBJ_${this.bucketName}`, { filter: subject });
  }
}
