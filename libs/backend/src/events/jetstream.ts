import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, StorageType, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { EVENT_SUBJECT_PREFIX } from '@rtm/contracts';

export interface JetStreamOptions {
  url: string;
  /** Subject prefix of this run ('' in production). */
  prefix: string;
  stream: string;
  name: string;
}

/** One NATS connection for publishing and consuming domain events, and the stream they live on. */
export class EventStream {
  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly options: JetStreamOptions,
  ) {}

  static async connect(options: JetStreamOptions): Promise<EventStream> {
    const nc = await connect({ servers: options.url, name: options.name, maxReconnectAttempts: -1 });
    const jsm = await jetstreamManager(nc);
    const stream = new EventStream(nc, jetstream(nc), jsm, options);
    await stream.ensureStream();
    return stream;
  }

  get subjects(): string {
    return `${this.options.prefix}${EVENT_SUBJECT_PREFIX}.>`;
  }

  subject(subject: string): string {
    return `${this.options.prefix}${subject}`;
  }

  private async ensureStream(): Promise<void> {
    const config = {
      name: this.options.stream,
      subjects: [this.subjects],
      storage: StorageType.File,
      duplicate_window: 2 * 60 * 1_000_000_000, // 2 minutes, in nanoseconds
    };
    try {
      await this.jsm.streams.info(this.options.stream);
    } catch {
      try {
        await this.jsm.streams.add(config);
      } catch (error) {
        // Another process created it in between.
        await this.jsm.streams.info(this.options.stream).catch(() => Promise.reject(error));
      }
    }
  }

  async close(): Promise<void> {
    await this.nc.drain().catch(() => this.nc.close());
  }
}
