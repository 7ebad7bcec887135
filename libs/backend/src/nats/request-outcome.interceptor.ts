import { ConflictException, type CallHandler, type ExecutionContext, type LoggerService, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ERRORS, type RpcEnvelope } from '@rtm/contracts';
import { inRequestScope, type RequestOutcomes, type RequestScope } from '../events/request-outcomes.js';

/**
 * A request that carries the gateway's `requestKey` (an Idempotency-Key) runs once: a repeat answers the first
 * outcome the service kept (`RequestOutcomes`), or 409 when its change committed but its answer was not kept.
 * Requests without a key, or without an actor, pass untouched.
 */
export class RequestOutcomeInterceptor implements NestInterceptor {
  constructor(
    private readonly outcomes: RequestOutcomes,
    private readonly logger: LoggerService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const envelope = rpc.getData<RpcEnvelope | undefined>();
    const actorId = envelope?.actor?.id;
    if (!envelope?.requestKey || !actorId) return next.handle();
    const scope: RequestScope = {
      actorId,
      requestKey: envelope.requestKey,
      subject: rpc.getContext<NatsContext>()?.getSubject?.() ?? '',
      recorded: false,
    };
    return from(this.handleOnce(scope, next));
  }

  private async handleOnce(scope: RequestScope, next: CallHandler): Promise<unknown> {
    const kept = await this.outcomes.find(scope);
    if (kept?.kind === 'done') return kept.response;
    if (kept) throw new ConflictException(ERRORS.requestAlreadyCarriedOut);
    const response = await inRequestScope(scope, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
    if (scope.recorded) {
      await this.outcomes.complete(scope, response).catch((error: unknown) => {
        // The change stands; a repeat will get 409 instead of this answer.
        this.logger.warn(
          `Could not keep the answer of request ${scope.subject}: ${(error as Error).message}`,
          RequestOutcomeInterceptor.name,
        );
      });
    }
    return response;
  }
}
