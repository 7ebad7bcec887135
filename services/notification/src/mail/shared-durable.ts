import type { EventConsumerSpec } from '@rtm/backend/events';

/**
 * Several consumers' work on one durable of the consumer catalog: a durable is declared once for the product (JetStream
 * setup, NATS permissions), and a new one would start from the oldest event the stream keeps. Each batch is one
 * transaction; every part gets the events it wants, in stream order, the parts one after another in the given order
 * (so a later part reads what an earlier one wrote). The parts must filter the durable's subject.
 */
export function sharedDurable(name: string, parts: readonly EventConsumerSpec[]): EventConsumerSpec {
  const subject = parts[0].subject;
  const stray = parts.find((part) => part.subject !== subject);
  if (stray) throw new Error(`${name}: the part ${stray.name} filters ${stray.subject}, the durable ${subject}`);
  const handleMany: NonNullable<EventConsumerSpec['handleMany']> = async (events, tx) => {
    for (const part of parts) {
      const wanted = part.wants ? events.filter(part.wants) : events;
      if (wanted.length === 0) continue;
      if (part.handleMany) await part.handleMany(wanted, tx);
      else for (const event of wanted) await part.handle(event, tx);
    }
  };
  // A part without a batch size takes the consumer's default, which suits per-event work.
  const batchSizes = parts.flatMap((part) => (part.batchSize === undefined ? [] : [part.batchSize]));
  return {
    name,
    subject,
    handle: (event, tx) => handleMany([event], tx),
    handleMany,
    batchSize: batchSizes.length === parts.length ? Math.min(...batchSizes) : undefined,
    wants: (event) => parts.some((part) => !part.wants || part.wants(event)),
  };
}
