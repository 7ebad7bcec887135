import type { DomainEvent } from '@rtm/contracts';
import { EventStream, subjectOf } from '../events/index.js';
import { eventually, setupTestJetStream, type TestEnv } from './test-env.js';

/**
 * Publishes events the way an outbox relay does (run prefix, `events.<aggregate>.<past>`, Nats-Msg-Id): how a test
 * plays the slices a service listens to (identity's users, risk's risks, ...).
 */
export class TestPublisher {
  private constructor(readonly stream: EventStream) {}

  /** As the run's administrator, after the JetStream setup of the run (the stream exists before the first publish). */
  static async connect(env: TestEnv, name = 'test-publisher'): Promise<TestPublisher> {
    await setupTestJetStream(env);
    return new TestPublisher(await EventStream.connect({ url: env.NATS_URL, prefix: env.NATS_PREFIX, stream: env.EVENTS_STREAM, name }));
  }

  /** Returns the stream sequence; `msgId` other than the event id slips past the duplicate window. */
  async publish(
    event: DomainEvent | Record<string, unknown> | string,
    msgId = String((event as DomainEvent).id),
    subject = subjectOf(event as DomainEvent),
  ): Promise<number> {
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    const ack = await this.stream.js.publish(this.stream.subject(subject), payload, { msgID: msgId });
    return ack.seq;
  }

  /**
   * Waits until the durable has acknowledged (or terminated) everything up to `seq`, or, for a filtered
   * durable that `seq` does not match, everything it has been given.
   */
  async consumed(durable: string, seq: number, timeoutMs = 10_000): Promise<void> {
    await eventually(async () => {
      const info = await this.stream.jsm.consumers.info(this.stream.options.stream, durable);
      return info.ack_floor.stream_seq >= seq || (info.num_pending === 0 && info.num_ack_pending === 0);
    }, timeoutMs);
  }

  close(): Promise<void> {
    return this.stream.close();
  }
}
