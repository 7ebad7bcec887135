import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import { firstValueFrom, timeout } from 'rxjs';
import { ERRORS, type Actor, type RpcEnvelope, type RpcRequest, type RpcResponse, type RpcSubject } from '@rtm/contracts';
import { currentTraceHeaders } from '../otel/trace-context.js';
import { isRpcErrorBody, RpcError } from './rpc-error.js';

export interface RpcClientOptions {
  url: string;
  prefix: string;
  name: string;
  defaultTimeoutMs?: number;
}

/**
 * Request/reply over NATS with the `{ actor, data }` envelope, the trace context in the headers,
 * a timeout on every call and errors mapped to HttpExceptions with the service's status and message. A failure
 * while the connection to NATS itself is down says so, rather than blaming the service asked.
 */
export class RpcClient {
  private readonly client: ClientNats;
  private busConnected = false;

  constructor(private readonly options: RpcClientOptions) {
    this.client = new ClientNats({ servers: options.url, name: options.name, maxReconnectAttempts: -1 });
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
    const envelope: RpcEnvelope<TData> = { actor, data };
    const record = new NatsRecordBuilder(envelope).setHeaders(h).build();
    const service = subject.split('.')[0];
    try {
      return await firstValueFrom(
        this.client
          .send<TResult>(`${this.options.prefix}${subject}`, record)
          .pipe(timeout(timeoutMs ?? this.options.defaultTimeoutMs ?? 5000)),
        { defaultValue: undefined as TResult },
      );
    } catch (error) {
      if (isRpcErrorBody(error)) throw new RpcError(error);
      if (error instanceof HttpException) throw error;
      if (!this.busConnected) throw new ServiceUnavailableException(ERRORS.busUnavailable);
      // Timeout, no responders: the service is not answering.
      throw new ServiceUnavailableException(ERRORS.serviceUnavailable(service));
    }
  }
}
