import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  jetstream,
  jetstreamManager,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
  type StreamConfig,
  type StreamInfo,
} from '@nats-io/jetstream';
import { EVENT_SUBJECT_PREFIX } from '@rtm/contracts';
import { natsConnectOptions } from '../nats/nats-url.js';

export interface JetStreamOptions {
  url: string;
  /** Subject prefix of this run ('' in production). */
  prefix: string;
  stream: string;
  name: string;
  /** Copies of the stream in a NATS cluster (EVENTS_REPLICAS); 1 when omitted. */
  replicas?: number;
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
    const nc = await connect({ ...natsConnectOptions(options.url), name: options.name, maxReconnectAttempts: -1 });
    const jsm = await jetstreamManager(nc);
    const stream = new EventStream(nc, jetstream(nc), jsm, options);
    try {
      await stream.ensureStream();
    } catch (error) {
      await nc.close();
      throw error;
    }
    return stream;
  }

  get subjects(): string {
    return `${this.options.prefix}${EVENT_SUBJECT_PREFIX}.>`;
  }

  subject(subject: string): string {
    return `${this.options.prefix}${subject}`;
  }

  /** Creates the stream, or brings its replica count to the configured one (scaling a running cluster). */
  private async ensureStream(): Promise<void> {
    const replicas = this.options.replicas ?? 1;
    const config = {
      name: this.options.stream,
      subjects: [this.subjects],
      storage: StorageType.File,
      num_replicas: replicas,
      duplicate_window: 2 * 60 * 1_000_000_000, // 2 minutes, in nanoseconds
    };
    const existing = (await this.jsm.streams.info(this.options.stream).catch(() => null)) ?? (await this.addStream(config));
    if (existing.config.num_replicas !== replicas) {
      await this.jsm.streams.update(this.options.stream, { ...existing.config, num_replicas: replicas }).catch((error: unknown) => {
        throw this.replicaError(error);
      });
    }
  }

  private async addStream(config: Partial<StreamConfig> & { name: string }): Promise<StreamInfo> {
    try {
      return await this.jsm.streams.add(config);
    } catch (error) {
      // Another process created it in between, or the servers cannot hold that many copies.
      return this.jsm.streams.info(this.options.stream).catch(() => Promise.reject(this.replicaError(error)));
    }
  }

  private replicaError(error: unknown): Error {
    const replicas = this.options.replicas ?? 1;
    const reason = (error as Error)?.message ?? String(error);
    if (replicas === 1) return error as Error;
    return new Error(
      `Cannot keep stream ${this.options.stream} with ${replicas} replicas (EVENTS_REPLICAS): ${reason}. ` +
        'A single NATS server holds one copy; set EVENTS_REPLICAS=1 or run a JetStream cluster of at least that many servers.',
    );
  }

  async close(): Promise<void> {
    await this.nc.drain().catch(() => this.nc.close());
  }
}
