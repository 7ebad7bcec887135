import { UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import type { RpcEnvelope } from '@rtm/contracts';
import { actorProofProblem } from './actor-signature.js';

/**
 * Refuses (401) every request whose actor the gateway did not sign for this subject within the last seconds
 * (actor-signature.ts), before any handler, pipe or interceptor sees it. Requests without an actor (sign-in, health)
 * pass: NATS lets only the gateway send requests at all (deploy/nats/authorization.conf).
 */
export class ActorGuard implements CanActivate {
  constructor(private readonly key: string) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'rpc') return true;
    const rpc = context.switchToRpc();
    const envelope = rpc.getData<Partial<RpcEnvelope> | undefined>();
    if (!envelope || typeof envelope !== 'object' || envelope.actor === undefined || envelope.actor === null) return true;
    const subject = rpc.getContext<NatsContext>()?.getSubject?.() ?? '';
    const problem = actorProofProblem(this.key, subject, envelope.actor, envelope.actorProof);
    if (problem) throw new UnauthorizedException(problem);
    return true;
  }
}
