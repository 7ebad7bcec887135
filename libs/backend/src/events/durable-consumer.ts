import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { LoggerService } from '@nestjs/common';
import type { DomainEvent } from '@rtm/contracts';
import { quoteIdent } from '../db/migrations.js';
import { observeConsumerLag } from '../otel/metrics.js';
import { registerConsumerLag } from './consumer-lag.js';
import { withSpan } from '../otel/trace-context.js';
import type { EventFilter, EventHandler } from './event-handlers.js';
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
  /** Events `handle` would ignore: acknowledged without a transaction or a record (they change nothing). */
  wants?: EventFilter;
  maxDeliver?: number;
  /** How long the server waits for an ack before it redelivers (after a crash, say). */
  ackWaitMs?: number;
}

/** Near 10 s, so an event handed to a consumer that died comes back within 10 s; long work sends in-progress acks. */
export const DEFAULT_ACK_WAIT_MS = 10_000;
/**
 * Events fetched ahead of the one being handled. Their ack wait runs from delivery, so the batch must be handled
 * well within it (a few ms each here); small enough that a slow event cannot make the queued ones expire.
 */
const PREFETCH = 20;

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
  private readonly schema: string;

  constructor(
    private readonly orm: MikroORM,
    schema: string,
    private readonly stream: EventStream,
    private readonly options: ConsumerOptions,
    private readonly logger: LoggerService,
  ) {
    this.schema = quoteIdent(schema);
  }

  private get maxDeliver(): number {
    return this.options.maxDeliver ?? 5;
  }

  private get ackWaitMs(): number {
    return this.options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
  }

  private get durableName(): string {
    // Durable names may not contain dots; the run prefix keeps test runs apart.
    return `${this.stream.options.prefix}${this.options.durable}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }

  async start(): Promise<void> {
    const { jsm, js } = this.stream;
    const config = {
      durable_name: this.durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: this.maxDeliver,
      ack_wait: this.ackWaitMs * 1_000_000,
      filter_subject: this.stream.subject(this.options.subject),
    };
    const streamName = this.stream.options.stream;
    try {
      await jsm.consumers.info(streamName, this.durableName);
      await jsm.consumers.update(streamName, this.durableName, {
        max_deliver: config.max_deliver,
        ack_wait: config.ack_wait,
        filter_subject: config.filter_subject,
      });
    } catch {
      await jsm.consumers.add(streamName, config);
    }
    const consumer = await js.consumers.get(streamName, this.durableName);
    this.messages = await consumer.consume({ max_messages: PREFETCH });
    this.loop = this.run(this.messages);
    const stopMetric = observeConsumerLag(this.options.durable, () => this.lag());
    const stopHealth = registerConsumerLag(this.options.durable, () => this.lag());
    this.stopLagMetric = () => {
      stopMetric();
      stopHealth();
    };
  }

  /** Events of its filter this consumer has not acknowledged yet (the consumer lag metric). */
  async lag(): Promise<number> {
    const info = await this.stream.jsm.consumers.info(this.stream.options.stream, this.durableName);
    return info.num_pending + info.num_ack_pending;
  }

  async stop(): Promise<void> {
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
    const batches = new MessageBatches(PREFETCH);
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
