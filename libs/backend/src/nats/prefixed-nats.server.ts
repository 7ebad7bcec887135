import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler } from '@nestjs/microservices';

let requestsHandled = 0;

/** Requests (not events) this process has taken from its queue group so far: /health shows it, so a test or an operator sees how the load spreads over instances. */
export function rpcRequestsHandled(): number {
  return requestsHandled;
}

/**
 * Nest's NATS server, with every message pattern prefixed by the run's subject prefix
 * and served in one queue group per service, so several instances share the load.
 */
export class PrefixedNatsServer extends ServerNats {
  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly prefix: string,
  ) {
    super(options);
  }

  /** Nest tries JSON.parse on every message's subject first (a SyntaxError thrown per request); a dotted subject is its own route. */
  override getRouteFromPattern(pattern: string): string {
    return DOTTED_SUBJECT.test(pattern) ? pattern : super.getRouteFromPattern(pattern);
  }

  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}) {
    const subject = typeof pattern === 'string' ? `${this.prefix}${pattern}` : pattern;
    const counted: MessageHandler = isEventHandler
      ? callback
      : Object.assign((data: unknown, context?: unknown) => {
          requestsHandled++;
          return callback(data, context);
        }, callback);
    super.addHandler(subject, counted, isEventHandler, extras);
  }
}

const DOTTED_SUBJECT = /^[A-Za-z_][\w-]*(\.[\w*>-]+)+$/;
