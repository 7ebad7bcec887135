/**
 * Publishes gathered until the end of the event loop's current turn, then sent together. The nats client writes
 * what was published within one microtask checkpoint in one socket write, but Node runs a checkpoint after each
 * socket callback: under load, the requests (or answers) started by the callbacks of one turn each cost a write
 * and a wake-up of nats-server. Sent at `setImmediate`, they share one write; an idle process waits no longer
 * than the rest of its turn.
 */
const queued: (() => void)[] = [];

function sendQueued(): void {
  const batch = queued.splice(0);
  for (const send of batch) send();
}

/** Runs `send` (a publish that handles its own errors) with the other publishes of this turn. */
export function publishSoon(send: () => void): void {
  if (queued.push(send) === 1) setImmediate(sendQueued);
}
