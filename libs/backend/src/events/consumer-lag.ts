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
  const entries = await Promise.all([...readers].map(async ([durable, read]) => [durable, await withinTimeout(read())] as const));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

async function withinTimeout(lag: Promise<number>): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), TIMEOUT_MS);
  });
  try {
    return await Promise.race([lag.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
