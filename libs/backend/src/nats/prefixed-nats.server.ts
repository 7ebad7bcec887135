import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler } from '@nestjs/microservices';

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

  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}) {
    const subject = typeof pattern === 'string' ? `${this.prefix}${pattern}` : pattern;
    super.addHandler(subject, callback, isEventHandler, extras);
  }
}
