import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { from, type Observable } from 'rxjs';
import { lastValueFrom } from 'rxjs';
import { withSpan } from '../otel/trace-context.js';

/** Continues the caller's trace (W3C traceparent in the NATS headers) for each handled request. */
@Injectable()
export class RpcTracingInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const nats = rpc.getContext<NatsContext>();
    const headers = nats?.getHeaders?.();
    const traceparent = headers?.get('traceparent') || undefined;
    return from(
      withSpan(`nats ${nats?.getSubject?.() ?? 'request'}`, { traceparent }, () =>
        lastValueFrom(next.handle(), { defaultValue: undefined }),
      ),
    );
  }
}
