import { type ConsumerInfo, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { LoggerService } from '@nestjs/common';
import type { DomainEvent } from '@rtm/contracts';
import { quoteIdent } from '../db/migrations.js';
import { observeConsumerLag } from '../otel/metrics.js';
import { registerConsumerLag } from './consumer-lag.js';
import { withSpan } from '../otel/trace-context.js';
import type { EventFilter, EventHandler, EventsHandler } from './event-handlers.js';
import type { EventStream } from './jetstream.js';

/** A message of the stream and the event it carries. */
interface Delivery {
  msg: JsMsg;
  event: DomainEvent;
}

export interface ConsumerOptions {
  /** Durable name; also the key under which handled event ids are recorded. */
  durable: string;
  /**
   * The one filter subject without the run prefix (NATS 2.9 takes one per consumer; wildcards allowed),
   * e.g. 'events.>' or 'events.task.>'.
   */
  subject: string;
  /** Runs inside the transaction that records the event as handled. */
  handle: EventHandler;
  /**
   * The new events of a batch at once, in stream order (each once: redeliveries and repeats are left out), inside the
   * same transaction; given, it replaces `handle` (e.g. one insert of many rows per batch). A failure sends each event
   * of the batch back through the one-event path, so a poison event still reaches the dead letter alone.
   */
  handleMany?: EventsHandler;
  /** Events `handle` would ignore: acknowledged without a transaction or a record (they change nothing). */
  wants?: EventFilter;
  /** Most events fetched ahead and handled in one transaction (default 20; larger for cheap set-wise handlers). */
  batchSize?: number;
}

/** Near 10 s, so an event handed to a consumer that died comes back within 10 s; long work sends in-progress acks. */
export const DEFAULT_ACK_WAIT_MS = 10_000;
/** Deliveries of an event before it goes to the dead-letter table, unless the setup gave the durable another number. */
export const DEFAULT_MAX_DELIVER = 5;
/**
 * Events fetched ahead of the one being handled, by default. Their ack wait runs from delivery, so the batch must be
 * handled well within it (a few ms each here); small enough that a slow event cannot make the queued ones expire.
 */
const PREFETCH = 20;
/**
 * How long each pull request waits on the server. nats.js sends idle heartbeats every half of it and, after two missed
 * (a stream leader that died with the pull request), checks the consumer and pulls again, retrying every `expires`: the
 * default 30 s let consumers sit idle for up to 51 s after a leader's kill -9 (issue 23); at 3 s they resume within
 * about 10 s of the new leader, for one small request every 3 s per idle consumer.
 */
export const PULL_EXPIRES_MS = 3_000;
/** Between two looks for a durable the setup has not made yet. */
const RETRY_MS = 1_000;
/** A batch's events in one statement and their ids as its parameters stay far below PostgreSQL's 65,535 parameters. */
const MAX_BATCH = 1_000;

/**
 * A durable JetStream pull consumer with explicit ack. Each event's effect and the record that it was
 * handled commit together, so a redelivery changes nothing; after `maxDeliver` failed attempts the
 * event goes to the dead-letter table and is terminated. A consumer that was stopped resumes where
 * it left off, because the durable keeps its position on the server. While a handler runs, in-progress acks keep
 * the server from redelivering the event, so the ack wait can stay short. The events that arrive while others are
 * handled are handled together, in one transaction (a failure there sends each back through the one-event path).
 */
export class DurableConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private stopLagMetric?: () => void;
  private stopping = false;
  private readonly schema: string;
  /** The durable's own settings (the setup's), read when binding. */
  private maxDeliver = DEFAULT_MAX_DELIVER;
  private ackWaitMs = DEFAULT_ACK_WAIT_MS;

  constructor(
    private readonly orm: MikroORM,
    schema: string,
    private readonly stream: EventStream,
    private readonly options: ConsumerOptions,
    private readonly logger: LoggerService,
  ) {
    this.schema = quoteIdent(schema);
  }

  private get batchSize(): number {
    return Math.min(MAX_BATCH, Math.max(1, this.options.batchSize ?? PREFETCH));
  }

  /** The stream is the run's own, so the durable needs no run prefix (a user's permissions name it). */
  private get durableName(): string {
    return this.options.durable;
  }

  /**
   * Binds to the durable the JetStream setup made (setupJetStream): this process's NATS user may read it, not create
   * it. Until it exists (the setup Job still running), waits, saying so every 30 s; one that filters other events than
   * this consumer's is a setup older than the code, refused.
   */
  async start(): Promise<void> {
    const streamName = this.stream.options.stream;
    const info = await this.existingDurable(streamName);
    if (!info) return; // stopped while waiting
    const wanted = this.stream.subject(this.options.subject);
    if (info.config.filter_subject !== wanted) {
      throw new Error(
        `Durable ${this.durableName} on ${streamName} filters ${info.config.filter_subject ?? 'every subject'}, this code wants ${wanted}: ` +
          'run the JetStream setup of this version (docs/operations.md).',
      );
    }
    this.maxDeliver = info.config.max_deliver ?? this.maxDeliver;
    this.ackWaitMs = info.config.ack_wait ? info.config.ack_wait / 1_000_000 : this.ackWaitMs;
    const consumer = await this.stream.js.consumers.get(streamName, this.durableName);
    this.messages = await consumer.consume({ max_messages: this.batchSize, expires: PULL_EXPIRES_MS });
    this.loop = this.run(this.messages);
    void this.reportTrouble(this.messages);
    const stopMetric = observeConsumerLag(this.options.durable, () => this.lag());
    const stopHealth = registerConsumerLag(this.options.durable, () => this.lag());
    this.stopLagMetric = () => {
      stopMetric();
      stopHealth();
    };
  }

  /** The durable's information once it exists; null when stop() came first. */
  private async existingDurable(streamName: string): Promise<ConsumerInfo | null> {
    for (let attempt = 0; !this.stopping; attempt++) {
      try {
        return await this.stream.jsm.consumers.info(streamName, this.durableName);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        if (attempt % 30 === 0) {
          this.logger.warn(
            `Durable consumer ${this.durableName} on stream ${streamName} does not exist yet: waiting for the JetStream setup ` +
              '(npm start and the tests run it; in Kubernetes the nats-setup Job).',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    return null;
  }

  /** Says in the log when the consumer lost its stream's leader or its durable (nats.js pulls again by itself). */
  private async reportTrouble(messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (status.type === 'heartbeats_missed' && status.count === 2)
        this.logger.warn(`Consumer ${this.options.durable} heard no heartbeat from the stream's leader: pulling again.`);
      else if (status.type === 'consumer_not_found' || status.type === 'stream_not_found')
        this.logger.error(`Consumer ${this.options.durable}: ${status.type.replaceAll('_', ' ')} on the NATS server (retrying).`);
    }
  }

  /** Events of its filter this consumer has not acknowledged yet (the consumer lag metric). */
  async lag(): Promise<number> {
    const info = await this.stream.jsm.consumers.info(this.stream.options.stream, this.durableName);
    return info.num_pending + info.num_ack_pending;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopLagMetric?.();
    await this.messages?.close();
    await this.loop;
  }

  /**
   * Hands the events on in batches: what arrived while the previous batch was handled goes in one transaction
   * (handleBatch). An idle consumer thus handles each event as it comes; a busy one pays one transaction, one insert
   * of handled ids and one commit for many events.
   */
  private async run(messages: ConsumerMessages): Promise<void> {
    const batches = new MessageBatches(this.batchSize);
    const reading = (async () => {
      for await (const msg of messages) await batches.push(msg);
      batches.end();
    })();
    for (let batch = await batches.next(); batch; batch = await batches.next()) await this.handleBatch(batch);
    await reading;
  }

  /**
   * The events of a batch in order, in one transaction with the record of their ids, then acknowledged. When any of
   * them fails (or cannot be read), nothing of the batch is kept and each is handled alone, with its own retries and
   * dead letter, exactly as a batch of one.
   */
  private async handleBatch(batch: JsMsg[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const wanted = this.wanted(batch.map((msg) => ({ msg, event: msg.json<DomainEvent>() })));
        batch = wanted.map(({ msg }) => msg); // the others are acknowledged already
        if (wanted.length > 0) await this.whileWorking(batch, () => this.handleOnce(wanted));
        for (const msg of batch) msg.ack();
        return;
      } catch {
        // One of them is unreadable or failed: each alone below decides what becomes of it.
      }
    }
    for (const msg of batch) await this.process(msg);
  }

  /** The deliveries a handler wants; the others are acknowledged here (nothing to do, nothing to record). */
  private wanted(deliveries: Delivery[]): Delivery[] {
    const wants = this.options.wants;
    if (!wants) return deliveries;
    return deliveries.filter(({ msg, event }) => {
      if (wants(event)) return true;
      msg.ack();
      return false;
    });
  }

  /**
   * Each event's effect with the record that it was handled, all in one transaction: an event recorded before (a
   * redelivery) or twice in `items` is skipped.
   */
  private async handleOnce(items: Delivery[]): Promise<void> {
    await this.orm.em.fork().transactional(async (tx) => {
      const inserted = await tx.execute<{ event_id: string }[]>(
        `insert into ${this.schema}.processed_event (consumer, event_id) values ${items.map(() => '(?, ?)').join(', ')}
         on conflict do nothing returning event_id`,
        items.flatMap(({ event }) => [this.options.durable, event.id]),
      );
      const fresh = new Set(inserted.map((row) => row.event_id));
      if (this.options.handleMany) {
        // handled before (a redelivery), or twice in this batch: left out
        const wantedOnce = items.filter(({ event }) => fresh.delete(event.id));
        if (wantedOnce.length === 0) return;
        const events = wantedOnce.map(({ event }) => event);
        // One event goes on the trace of the change that caused it, as the one-event path does; a batch has its own.
        const [{ msg, event }] = wantedOnce;
        const span =
          wantedOnce.length === 1
            ? { name: `consume ${event.type}`, context: { traceparent: msg.headers?.get('traceparent') } }
            : { name: `consume ${events.length} events`, context: {} };
        await withSpan(span.name, span.context, () => this.options.handleMany!(events, tx));
        return;
      }
      for (const { msg, event } of items) {
        if (!fresh.delete(event.id)) continue; // handled before (a redelivery), or twice in this batch
        await withSpan(`consume ${event.type}`, { traceparent: msg.headers?.get('traceparent') }, async () => {
          await this.options.handle(event, tx);
          await tx.flush(); // the next event's handler sees this one's effects, as one event after another would
        });
      }
    });
  }

  private async process(msg: JsMsg): Promise<void> {
    let event: DomainEvent;
    try {
      event = msg.json<DomainEvent>();
    } catch (error) {
      await this.deadLetter(msg, null, error);
      msg.term(); // no reason: NATS 2.9 ignores `+TERM <reason>` and would redeliver after ack_wait
      return;
    }
    if (this.wanted([{ msg, event }]).length === 0) return;
    try {
      await this.whileWorking([msg], () => this.handleOnce([{ msg, event }]));
      msg.ack();
    } catch (error) {
      if (msg.info.deliveryCount >= this.maxDeliver) {
        await this.deadLetter(msg, event, error).catch((e) => this.logger.error(e as Error));
        msg.term();
      } else {
        msg.nak(Math.min(30_000, 500 * 2 ** msg.info.deliveryCount));
      }
      this.logger.warn(`Event ${event.id} (${event.type}) failed in ${this.options.durable}: ${(error as Error).message}`);
    }
  }

  /** Runs `work`, telling the server every third of the ack wait that the events are still being handled. */
  private async whileWorking<T>(msgs: JsMsg[], work: () => Promise<T>): Promise<T> {
    const heartbeat = setInterval(() => msgs.forEach((msg) => msg.working()), Math.max(100, Math.floor(this.ackWaitMs / 3)));
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async deadLetter(msg: JsMsg, event: DomainEvent | null, error: unknown): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`insert into ${this.schema}.dead_letter (consumer, event_id, subject, payload, error) values (?, ?, ?, ?, ?)`, [
        this.options.durable,
        event?.id ?? null,
        msg.subject,
        msg.string(),
        String((error as Error)?.message ?? error),
      ]);
  }
}

/** JetStream's answer for a consumer that does not exist (10014), or no stream at all (10059). */
function isNotFound(error: unknown): boolean {
  const code = (error as { api_error?: { err_code?: number } })?.api_error?.err_code;
  return code === 10014 || code === 10059 || /not found/i.test((error as Error)?.message ?? '');
}

/**
 * The consumer's messages between the stream's iterator and the handler: the handler takes everything that has
 * arrived (at most `max`); the iterator waits while `max` are waiting, so no more than that sits past its ack wait.
 */
class MessageBatches {
  private queue: JsMsg[] = [];
  private ended = false;
  private wakeHandler?: () => void;
  private wakeReader?: () => void;

  constructor(private readonly max: number) {}

  async push(msg: JsMsg): Promise<void> {
    this.queue.push(msg);
    this.wake('handler');
    if (this.queue.length >= this.max) await new Promise<void>((resolve) => (this.wakeReader = resolve));
  }

  end(): void {
    this.ended = true;
    this.wake('handler');
  }

  /** The messages that have arrived, once at least one has; null once the iterator has ended and all were taken. */
  async next(): Promise<JsMsg[] | null> {
    while (this.queue.length === 0) {
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.wakeHandler = resolve));
    }
    const batch = this.queue.splice(0, this.max);
    this.wake('reader');
    return batch;
  }

  private wake(who: 'handler' | 'reader'): void {
    const wake = who === 'handler' ? this.wakeHandler : this.wakeReader;
    if (who === 'handler') this.wakeHandler = undefined;
    else this.wakeReader = undefined;
    wake?.();
  }
}
