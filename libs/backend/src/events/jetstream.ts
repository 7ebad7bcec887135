import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { EVENT_SUBJECT_PREFIX } from '@rtm/contracts';
import { natsConnectOptions } from '../nats/nats-url.js';

export interface JetStreamOptions {
  url: string;
  /** Subject prefix of this run ('' in production). */
  prefix: string;
  stream: string;
  name: string;
}

/**
 * One NATS connection for publishing and consuming domain events, and the stream they live on. The stream and the
 * durable consumers are the JetStream setup's (setupJetStream, run by the administrator): a process only uses them.
 */
export class EventStream {
  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly options: JetStreamOptions,
  ) {}

  static async connect(options: JetStreamOptions): Promise<EventStream> {
    const nc = await connect({ ...natsConnectOptions(options.url), name: options.name, maxReconnectAttempts: -1 });
    return new EventStream(nc, jetstream(nc), await jetstreamManager(nc, { checkAPI: false }), options);
  }

  get subjects(): string {
    return `${this.options.prefix}${EVENT_SUBJECT_PREFIX}.>`;
  }

  subject(subject: string): string {
    return `${this.options.prefix}${subject}`;
  }

  async close(): Promise<void> {
    await this.nc.drain().catch(() => this.nc.close());
  }
}
