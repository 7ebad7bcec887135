import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { ERRORS, type Actor, type RpcEnvelope, type RpcRequest, type RpcResponse, type RpcSubject } from '@rtm/contracts';
import { currentTraceHeaders } from '../otel/trace-context.js';
import { isRead } from './read-retry.js';
import { ActorSigner } from './actor-signature.js';
import { natsConnectOptions } from './nats-url.js';
import { isRpcErrorBody, RpcError } from './rpc-error.js';

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
 */
export class RpcClient {
  private readonly client: ClientNats;
  private busConnected = false;
  private readonly signer: ActorSigner | null;

  constructor(private readonly options: RpcClientOptions) {
    this.signer = options.actorKey ? new ActorSigner(options.actorKey) : null;
    this.client = new ClientNats({ ...natsConnectOptions(options.url), name: options.name, maxReconnectAttempts: -1 });
  }

  async connect(): Promise<void> {
    await this.client.connect();
    this.busConnected = true;
    this.client.status.subscribe((status) => {
      this.busConnected = status === 'connected';
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** A request on a subject of the contracts (`RpcContract`): data and answer are typed by the subject. */
  call<S extends RpcSubject>(subject: S, data: RpcRequest<S>, actor: Actor | null, timeoutMs?: number): Promise<RpcResponse<S>> {
    return this.send<RpcResponse<S>>(subject, data, actor, timeoutMs);
  }

  /** A request on any subject, untyped (health checks, tests that send bad input on purpose). */
  async send<TResult, TData = unknown>(subject: string, data: TData, actor: Actor | null, timeoutMs?: number): Promise<TResult> {
    const h = natsHeaders();
    for (const [key, value] of Object.entries(currentTraceHeaders())) h.set(key, value);
    const envelope: RpcEnvelope<TData> =
      actor && this.signer ? { actor, actorProof: this.signer.sign(`${this.options.prefix}${subject}`, actor), data } : { actor, data };
    const record = new NatsRecordBuilder(envelope).setHeaders(h).build();
    const service = subject.split('.')[0];
    const attempt = () =>
      firstValueFrom(
        this.client
          .send<TResult>(`${this.options.prefix}${subject}`, record)
          .pipe(timeout(timeoutMs ?? this.options.defaultTimeoutMs ?? 5000)),
        { defaultValue: undefined as TResult },
      );
    try {
      try {
        return await attempt();
      } catch (error) {
        if (!isRead() || !this.busConnected || !isLostRequest(error)) throw error;
        // No responders: an instance may be subscribing again in a moment (a restart); a timeout: try another now.
        if (!(error instanceof TimeoutError)) await delay(RETRY_AFTER_NO_RESPONDERS_MS);
        return await attempt();
      }
    } catch (error) {
      if (isRpcErrorBody(error)) throw new RpcError(error);
      if (error instanceof HttpException) throw error;
      if (!this.busConnected) throw new ServiceUnavailableException(ERRORS.busUnavailable);
      // Timeout, no responders: the service is not answering.
      throw new ServiceUnavailableException(ERRORS.serviceUnavailable(service));
    }
  }
}

const RETRY_AFTER_NO_RESPONDERS_MS = 200;

/** A request no instance answered: it timed out, or NATS said no one listens (an empty reply, EmptyResponseException). */
function isLostRequest(error: unknown): boolean {
  return error instanceof TimeoutError || error instanceof EmptyResponseException;
}
