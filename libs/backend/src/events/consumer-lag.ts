import { withinTimeout } from './within-timeout.js';

/** The lag readers of this process's durable consumers, for `/health` (the metric has its own registration). */
const readers = new Map<string, () => Promise<number>>();

/** Registers a durable consumer's lag; returns the function that removes it (when the consumer stops). */
export function registerConsumerLag(durable: string, read: () => Promise<number>): () => void {
  readers.set(durable, read);
  return () => {
    if (readers.get(durable) === read) readers.delete(durable);
  };
}

const TIMEOUT_MS = 2000;

/** Events each durable consumer of this process has not acknowledged yet; null when JetStream did not answer in 2 s. */
export async function readConsumerLag(): Promise<Record<string, number | null>> {
  const entries = await Promise.all(
    [...readers].map(async ([durable, read]) => [durable, await withinTimeout(read(), TIMEOUT_MS)] as const),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Events one durable consumer of this process (`<service>-<name>`) has not acknowledged yet; null when it is not running
 * or JetStream did not answer in 2 s. A reader of a projection asks it to know whether the events published before its
 * question are in the table.
 */
export async function consumerLag(durable: string): Promise<number | null> {
  const read = readers.get(durable);
  return read ? withinTimeout(read(), TIMEOUT_MS) : null;
}
