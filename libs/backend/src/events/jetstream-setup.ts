import { connect } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstreamManager, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { Objm, StorageType as ObjStorageType } from '@nats-io/obj';
import { attachmentBucket, EVENT_SUBJECT_PREFIX, importBucket } from '@rtm/contracts';
import type { JetStreamSetupConfig } from '../config/jetstream-setup-config.js';
import { natsConnectOptions } from '../nats/nats-url.js';
import { durableName, EVENT_CONSUMERS, type ConsumerDeclaration } from './consumer-catalog.js';
import { DEFAULT_ACK_WAIT_MS, DEFAULT_MAX_DELIVER } from './durable-consumer.js';

export interface JetStreamSetupOptions {
  /** NATS_URL of the administrator (the services' users may not create streams or consumers). */
  url: string;
  /** Subject prefix of the run ('' in production). */
  prefix: string;
  stream: string;
  /** Copies of the events stream (EVENTS_REPLICAS); 1 when omitted. */
  replicas?: number;
  /** Deliveries of an event to a durable before its service dead-letters it (CONSUMER_MAX_DELIVER); omitted: 5 on a new durable, an existing one's kept. */
  maxDeliver?: number;
  /** The durables to create; the product's catalog when omitted. */
  consumers?: readonly ConsumerDeclaration[];
  log?: (line: string) => void;
}

/** A durable pull consumer with explicit ack, as a service's DurableConsumer binds to it. */
export interface DurableDeclaration {
  durable: string;
  /** The filter subject with the run prefix. */
  filterSubject: string;
  /** Left as it is on an existing durable when omitted (5 on a new one). */
  maxDeliver?: number;
  ackWaitMs?: number;
}

/** An upload nobody imported (the gateway died in between) leaves the bucket after this long. */
const UPLOAD_TTL_NS = 60 * 60 * 1_000_000_000;

/** The setup with the settings of the setup command (JetStreamSetupConfig), as the command and `npm start` run it. */
export function setupJetStreamWith(config: JetStreamSetupConfig, log?: (line: string) => void): Promise<void> {
  return setupJetStream({
    url: config.NATS_URL,
    prefix: config.NATS_PREFIX,
    stream: config.EVENTS_STREAM,
    replicas: config.EVENTS_REPLICAS,
    maxDeliver: config.CONSUMER_MAX_DELIVER,
    log,
  });
}

/**
 * Everything of JetStream the product uses, made or brought up to date by the administrator before the processes
 * start (the setup command: `npm start`, the tests, the Kubernetes Job): the events stream (its replica count), each
 * durable consumer of the catalog (filter, max deliveries, ack wait) and the uploads bucket. Run again, it changes only
 * what differs. The processes' own NATS users may use these, never create or change them.
 */
export async function setupJetStream(options: JetStreamSetupOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const nc = await connect({ ...natsConnectOptions(options.url), name: 'jetstream-setup' });
  try {
    const jsm = await jetstreamManager(nc);
    await ensureEventStream(jsm, options);
    log(`stream ${options.stream} on ${options.prefix}${EVENT_SUBJECT_PREFIX}.> (${options.replicas ?? 1} replicas)`);
    for (const consumer of options.consumers ?? EVENT_CONSUMERS) {
      const durable = durableName(consumer.service, consumer.name);
      await ensureDurable(jsm, options.stream, {
        durable,
        filterSubject: `${options.prefix}${consumer.subject}`,
        maxDeliver: options.maxDeliver,
      });
      log(`consumer ${durable} on ${options.prefix}${consumer.subject}`);
    }
    const bucket = importBucket(options.prefix);
    await new Objm(nc).create(bucket, { ttl: UPLOAD_TTL_NS, storage: ObjStorageType.File });
    log(`object store ${bucket}`);
    await ensureAttachmentBucket(nc, attachmentBucket(options.prefix), options.replicas ?? 1);
    log(`object store ${attachmentBucket(options.prefix)} (${options.replicas ?? 1} replicas)`);
  } finally {
    await nc.close();
  }
}

/**
 * The attachments bucket (issue 28): evidence kept until its metadata is deleted (no time to live), on file storage,
 * with as many copies as the events stream; an existing bucket's replica count is brought to it.
 */
async function ensureAttachmentBucket(nc: Parameters<typeof jetstreamManager>[0], bucket: string, replicas: number): Promise<void> {
  const objm = new Objm(nc);
  const existing = await objm
    .open(bucket)
    .then((store) => store.status())
    .catch(() => null);
  if (!existing) {
    await objm.create(bucket, { storage: ObjStorageType.File, replicas });
    return;
  }
  if (existing.replicas !== replicas) {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(`OBJ_${bucket}`);
    await jsm.streams.update(`OBJ_${bucket}`, { ...info.config, num_replicas: replicas });
  }
}

/** Creates the durable, or brings an existing one's filter, max deliveries and ack wait to the declared ones. */
export async function ensureDurable(jsm: JetStreamManager, stream: string, declaration: DurableDeclaration): Promise<void> {
  const settings = {
    max_deliver: declaration.maxDeliver ?? DEFAULT_MAX_DELIVER,
    ack_wait: (declaration.ackWaitMs ?? DEFAULT_ACK_WAIT_MS) * 1_000_000,
    filter_subject: declaration.filterSubject,
  };
  const existing = await jsm.consumers.info(stream, declaration.durable).catch(() => null);
  if (!existing) {
    await jsm.consumers.add(stream, {
      ...settings,
      durable_name: declaration.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
    });
  } else if (
    (declaration.maxDeliver !== undefined && existing.config.max_deliver !== settings.max_deliver) ||
    existing.config.ack_wait !== settings.ack_wait ||
    existing.config.filter_subject !== settings.filter_subject
  ) {
    await jsm.consumers.update(stream, declaration.durable, {
      ...settings,
      max_deliver: declaration.maxDeliver ?? existing.config.max_deliver,
    });
  }
}

/** Creates the stream, or brings its replica count to the configured one (scaling a running cluster). */
async function ensureEventStream(jsm: JetStreamManager, options: JetStreamSetupOptions): Promise<void> {
  const replicas = options.replicas ?? 1;
  const config = {
    name: options.stream,
    subjects: [`${options.prefix}${EVENT_SUBJECT_PREFIX}.>`],
    storage: StorageType.File,
    num_replicas: replicas,
    duplicate_window: 2 * 60 * 1_000_000_000, // 2 minutes, in nanoseconds
  };
  const existing = (await jsm.streams.info(options.stream).catch(() => null)) ?? (await addStream(jsm, config, options));
  if (existing.config.num_replicas !== replicas) {
    await jsm.streams.update(options.stream, { ...existing.config, num_replicas: replicas }).catch((error: unknown) => {
      throw replicaError(error, options);
    });
  }
}

async function addStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }, options: JetStreamSetupOptions) {
  try {
    return await jsm.streams.add(config);
  } catch (error) {
    // Another setup created it in between, or the servers cannot hold that many copies.
    return jsm.streams.info(options.stream).catch(() => Promise.reject(replicaError(error, options)));
  }
}

function replicaError(error: unknown, options: JetStreamSetupOptions): Error {
  const replicas = options.replicas ?? 1;
  const reason = (error as Error)?.message ?? String(error);
  if (replicas === 1) return error as Error;
  return new Error(
    `Cannot keep stream ${options.stream} with ${replicas} replicas (EVENTS_REPLICAS): ${reason}. ` +
      'A single NATS server holds one copy; set EVENTS_REPLICAS=1 or run a JetStream cluster of at least that many servers.',
  );
}
