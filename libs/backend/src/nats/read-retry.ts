import { AsyncLocalStorage } from 'node:async_hooks';

const reads = new AsyncLocalStorage<true>();

/**
 * Runs `work` as a read: every request it makes over NATS (RpcClient) that is lost because the instance that took it
 * died (a timeout) or found no instance at that moment (no responders) is sent once more, which the queue group gives
 * to another instance. Only for work that changes nothing (the gateway's GET requests, loading the session's user):
 * a write is never sent twice.
 */
export function asRead<T>(work: () => T): T {
  return reads.run(true, work);
}

/** Whether the caller runs inside `asRead`. */
export function isRead(): boolean {
  return reads.getStore() === true;
}
