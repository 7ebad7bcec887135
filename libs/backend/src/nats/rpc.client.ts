import { connect, createInbox, headers as natsHeaders, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { ERRORS, type Actor, type RpcRequest, type RpcResponse, type RpcSubject } from '@rtm/contracts';
import { currentTraceHeaders } from '../otel/trace-context.js';
import { isRead } from './read-retry.js';
import { currentRequestKey } from './request-key.js';
import { ActorSigner, envelopeJson } from './actor-signature.js';
import { natsConnectOptions } from './nats-url.js';
import { publishSoon } from './publish-soon.js';
import { isRpcErrorBody, RpcError } from './rpc-error.js';

/** The JSON text of a value of type T (an answer handed on without parsing it). */
export type JsonText<T> = string & { readonly __jsonOf?: T };

export interface RpcClientOptions {
  url: string;
  prefix: string;
  name: string;
  defaultTimeoutMs?: number;
  /** ACTOR_SIGNING_KEY: signs the actor of each request (the gateway's); without it an actor goes unsigned and is refused. */
  actorKey?: string;
}

/**
 * Request/reply over NATS with the `{ actor, data }` envelope, the trace context in the headers,
 * a timeout on every call and errors mapped to HttpExceptions with the service's status and message. A failure
 * while the connection to NATS itself is down says so, rather than blaming the service asked. A read (`asRead`) that
 * timed out or found no responders is sent once more: the queue group hands it to another instance.
 *
 * It speaks the wire format of Nest's NATS transport (the services are Nest microservices: a request is
 * `{ pattern, data, id }`, the answer `{ response | err, isDisposed, id }`) straight through the `nats` client:
 * one PUB per request (the requests of one event-loop turn in one socket write, publishSoon), its answer taken by one subscription of the connection (`<inbox>.*`, the token of the
 * request last) and matched to the waiting call by a map lookup: no SUB and UNSUB per request as Nest's ClientNats
 * sent, no RxJS pipeline, and no error objects made ahead of time for a timeout or a cancellation, as the nats
 * client's own `request` makes for every call.
 */
export class RpcClient {
  private connection: NatsConnection | null = null;
  private busConnected = false;
  private readonly signer: ActorSigner | null;
  private nextId = 0;
  private inbox = '';
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly options: RpcClientOptions) {
    this.signer = options.actorKey ? new ActorSigner(options.actorKey) : null;
  }

  async connect(): Promise<void> {
    if (this.connection) return;
    const natsOptions = natsConnectOptions(this.options.url);
    const connection = await connect({
      ...natsOptions,
      name: this.options.name,
      maxReconnectAttempts: -1,
      noAsyncTraces: true,
    });
    this.inbox = `${createInbox(natsOptions.inboxPrefix)}.`;
    connection.subscribe(`${this.inbox}*`, {
      callback: (_error, msg) => {
        if (msg) this.settle(msg);
      },
    });
    this.connection = connection;
    this.busConnected = true;
    void this.watch(connection);
  }

  private async watch(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting') this.busConnected = false;
      else if (status.type === 'reconnect') this.busConnected = true;
    }
    this.busConnected = false;
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.busConnected = false;
    for (const [token, waiting] of this.pending) this.finish(token, waiting).reject(new Error('Connection closed'));
    await connection?.close();
  }

  /** Sends one request and waits for its answer (NATS status 503, no responders, rejects with NoResponders). */
  private exchange(subject: string, payload: string, headers: MsgHdrs | undefined, token: string, timeoutMs: number): Promise<Msg> {
    const connection = this.connection;
    if (!connection) return Promise.reject(new Error('Not connected to NATS'));
    return new Promise<Msg>((resolve, reject) => {
      const waiting: Pending = {
        resolve,
        reject,
        timer: setTimeout(() => this.finish(token, waiting).reject(new RequestTimeout()), timeoutMs),
      };
      this.pending.set(token, waiting);
      publishSoon(() => {
        try {
          connection.publish(subject, payload, { reply: `${this.inbox}${token}`, headers });
        } catch (error) {
          this.finish(token, waiting).reject(error as Error);
        }
      });
    });
  }

  private settle(msg: Msg): void {
    const token = msg.subject.slice(this.inbox.length);
    const waiting = this.pending.get(token);
    if (!waiting) return; // answered after its timeout
    this.finish(token, waiting);
    if (msg.data.length === 0 && msg.headers?.code === 503) waiting.reject(new NoResponders());
    else waiting.resolve(msg);
  }

  private finish(token: string, waiting: Pending): Pending {
    clearTimeout(waiting.timer);
    this.pending.delete(token);
    return waiting;
  }

  /** A request on a subject of the contracts (`RpcContract`): data and answer are typed by the subject. */
  call<S extends RpcSubject>(subject: S, data: RpcRequest<S>, actor: Actor | null, timeoutMs?: number): Promise<RpcResponse<S>> {
    return this.send<RpcResponse<S>>(subject, data, actor, timeoutMs);
  }

  /** A request on any subject, untyped (health checks, tests that send bad input on purpose). */
  async send<TResult, TData = unknown>(subject: string, data: TData, actor: Actor | null, timeoutMs?: number): Promise<TResult> {
    const raw = await this.request(subject, data, actor, timeoutMs);
    return raw === undefined ? (undefined as TResult) : (raw.response as TResult);
  }

  /**
   * `call`, answered with the JSON text of the service's answer as it came over NATS, neither parsed into objects
   * nor serialised again: for a gateway route that hands the answer on as it is. Errors as with `call`.
   */
  async callJson<S extends RpcSubject>(
    subject: S,
    data: RpcRequest<S>,
    actor: Actor | null,
    timeoutMs?: number,
  ): Promise<JsonText<RpcResponse<S>> | undefined> {
    const reply = await this.request(subject, data, actor, timeoutMs, true);
    return reply?.json as JsonText<RpcResponse<S>> | undefined;
  }

  private async request(
    subject: string,
    data: unknown,
    actor: Actor | null,
    timeoutMs: number | undefined,
    asJson = false,
  ): Promise<{ response?: unknown; json?: string } | undefined> {
    const fullSubject = `${this.options.prefix}${subject}`;
    const trace = currentTraceHeaders();
    let h: MsgHdrs | undefined;
    for (const key in trace) (h ??= natsHeaders()).set(key, trace[key]);
    const id = String(++this.nextId);
    const payload = `{"pattern":${JSON.stringify(fullSubject)},"data":${envelopeJson(this.signer, fullSubject, actor, data, currentRequestKey())},"id":"${id}"}`;
    const timeout = timeoutMs ?? this.options.defaultTimeoutMs ?? 5000;
    let attempts = 0;
    // Each attempt has a reply subject of its own, so an answer to the first that comes late is dropped.
    const attempt = async () => decodeReply(await this.exchange(fullSubject, payload, h, `${id}-${attempts++}`, timeout), id, asJson);
    try {
      try {
        return await attempt();
      } catch (error) {
        if (!isRead() || !this.busConnected || !isLostRequest(error)) throw error;
        // No responders: an instance may be subscribing again in a moment (a restart); a timeout: try another now.
        if (!(error instanceof RequestTimeout)) await delay(RETRY_AFTER_NO_RESPONDERS_MS);
        return await attempt();
      }
    } catch (error) {
      if (isRpcErrorBody(error)) throw new RpcError(error);
      if (error instanceof HttpException) throw error;
      if (!this.busConnected) throw new ServiceUnavailableException(ERRORS.busUnavailable);
      // Timeout, no responders, an error the service could not map: the service is not answering.
      throw new ServiceUnavailableException(ERRORS.serviceUnavailable(subject.split('.')[0]));
    }
  }
}

const RETRY_AFTER_NO_RESPONDERS_MS = 200;

interface Pending {
  resolve: (msg: Msg) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** No answer within the call's time. */
class RequestTimeout extends Error {}
/** NATS said that no one listens on the subject. */
class NoResponders extends Error {}
/** An empty reply: no instance answered (Nest's EmptyResponseException). */
class EmptyReply extends Error {}

const RESPONSE_PREFIX = '{"response":';
const DISPOSED = ',"isDisposed":true';

/**
 * The answer of a Nest microservice: `{"response":…,"isDisposed":true,"id":"…"}` or `{"err":…,…}`. Its error is
 * thrown as it came. With `asJson`, the text of `response` is cut out of the reply when the reply has the shape Nest's
 * serializer gives it (parsed otherwise).
 */
function decodeReply(msg: Msg, id: string, asJson: boolean): { response?: unknown; json?: string } | undefined {
  if (msg.data.length === 0) throw new EmptyReply();
  const text = msg.string();
  if (asJson && text.startsWith(RESPONSE_PREFIX)) {
    // The response is one JSON value: what is left after it is Nest's own `,"isDisposed":true` and our id.
    const idSuffix = `,"id":"${id}"}`;
    if (text.endsWith(idSuffix)) {
      let end = text.length - idSuffix.length;
      if (text.endsWith(DISPOSED, end)) end -= DISPOSED.length;
      if (end > RESPONSE_PREFIX.length) return { json: text.slice(RESPONSE_PREFIX.length, end) };
    }
  }
  const reply = JSON.parse(text) as { err?: unknown; response?: unknown };
  if (reply.err !== undefined && reply.err !== null) throw reply.err;
  return asJson ? { json: reply.response === undefined ? undefined : JSON.stringify(reply.response) } : reply;
}

/** A request no instance answered: it timed out, or NATS said no one listens (or the reply was empty). */
function isLostRequest(error: unknown): boolean {
  return error instanceof RequestTimeout || error instanceof NoResponders || error instanceof EmptyReply;
}
