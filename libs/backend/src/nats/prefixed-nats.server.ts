import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler, NatsContext, OutgoingResponse } from '@nestjs/microservices';
import type { Msg } from '@nats-io/transport-node';
import { publishSoon } from './publish-soon.js';
import { JsonAnswer, replyWithJsonAnswer } from './json-answer.js';

let requestsHandled = 0;

/** Requests (not events) this process has taken from its queue group so far: /health shows it, so a test or an operator sees how the load spreads over instances. */
export function rpcRequestsHandled(): number {
  return requestsHandled;
}

/**
 * Nest's NATS server, with every message pattern prefixed by the run's subject prefix
 * and served in one queue group per service, so several instances share the load; answers leave in batches
 * (publishSoon). A JsonAnswer is sent as the text it is.
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

  /** Nest's publisher, with the answer sent among the other publishes of the event loop's turn (publishSoon). */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext) {
    if (!natsMsg.reply) return super.getPublisher(natsMsg, id, ctx);
    return (response: OutgoingResponse) => {
      Object.assign(response, { id });
      const outgoing =
        response.response instanceof JsonAnswer && response.err == null
          ? { data: replyWithJsonAnswer({ ...response, response: response.response }), headers: undefined }
          : (this.serializer.serialize(response) as { data: Uint8Array | string; headers?: Msg['headers'] });
      publishSoon(() => {
        try {
          natsMsg.respond(outgoing.data, { headers: outgoing.headers });
        } catch (error) {
          this.logger.error(`Answer to ${natsMsg.subject} not sent: ${(error as Error).message}`);
        }
      });
    };
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
