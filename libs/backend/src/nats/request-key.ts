import { AsyncLocalStorage } from 'node:async_hooks';

/** How long an Idempotency-Key holds: the gateway keeps its keys and the services their outcomes this long. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const keys = new AsyncLocalStorage<string>();

/**
 * Runs `work` as the handling of a request sent under an Idempotency-Key: every request it makes over NATS
 * (RpcClient) carries `requestKey`, so the service carries it out once however often the client sends it again
 * (RequestOutcomes), even when the gateway lost the first answer with NATS and freed the key.
 */
export function withRequestKey<T>(requestKey: string, work: () => T): T {
  return keys.run(requestKey, work);
}

/** The request key of the caller (`withRequestKey`), if any. */
export function currentRequestKey(): string | undefined {
  return keys.getStore();
}
