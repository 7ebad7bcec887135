import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler, NatsContext, OutgoingResponse } from '@nestjs/microservices';
import type { Msg } from '@nats-io/transport-node';
import { ERRORS } from '@rtm/contracts';
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

  /**
   * Nest's publisher, with the answer sent among the other publishes of the event loop's turn (publishSoon). An
   * answer that cannot be sent (over the bus's max_payload, not serialisable, refused by the client) is replaced by
   * a small error answer (503 with the reason), so the caller answers at once instead of waiting out its timeout.
   */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext) {
    if (!natsMsg.reply) return super.getPublisher(natsMsg, id, ctx);
    const subject = natsMsg.subject.startsWith(this.prefix) ? natsMsg.subject.slice(this.prefix.length) : natsMsg.subject;
    const notSent = (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      const service = subject.split('.')[0]!;
      const message = TOO_LARGE.test(reason) ? ERRORS.answerTooLarge(service) : ERRORS.answerNotSent(service);
      this.logger.error(`Answer to ${subject} not sent: ${reason}; answered 503 instead`);
      try {
        const answer = this.serializer.serialize({ err: { status: 503, message }, isDisposed: true, id }) as { data: Uint8Array | string };
        natsMsg.respond(answer.data);
      } catch (second) {
        this.logger.error(`Error answer to ${subject} not sent either: ${(second as Error).message}`);
      }
    };
    return (response: OutgoingResponse) => {
      Object.assign(response, { id });
      let outgoing: { data: Uint8Array | string; headers?: Msg['headers'] };
      try {
        outgoing =
          response.response instanceof JsonAnswer && response.err == null
            ? { data: replyWithJsonAnswer({ ...response, response: response.response }), headers: undefined }
            : (this.serializer.serialize(response) as { data: Uint8Array | string; headers?: Msg['headers'] });
      } catch (error) {
        publishSoon(() => notSent(error));
        return;
      }
      publishSoon(() => {
        try {
          natsMsg.respond(outgoing.data, { headers: outgoing.headers });
        } catch (error) {
          notSent(error);
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

/** How the nats client refuses a message over the server's max_payload. */
const TOO_LARGE = /max_payload/i;
const DOTTED_SUBJECT = /^[A-Za-z_][\w-]*(\.[\w*>-]+)+$/;
