import { UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NatsContext } from '@nestjs/microservices';
import type { RpcEnvelope } from '@rtm/contracts';
import { ACTOR_REFUSED, actorProofProblem } from './actor-signature.js';
import { PUBLIC_SUBJECT } from './public-subject.js';

/**
 * Refuses (401), before any handler, pipe or interceptor sees it, every request whose actor the gateway did not sign
 * for this subject and this data within the last seconds (actor-signature.ts), and every request without an actor
 * unless its handler is a @PublicSubject (sign-in, the session's user, health checks).
 */
export class ActorGuard implements CanActivate {
  private readonly reflector = new Reflector();

  constructor(private readonly key: string) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'rpc') return true;
    const rpc = context.switchToRpc();
    const envelope = rpc.getData<Partial<RpcEnvelope> | undefined>();
    const actor = envelope && typeof envelope === 'object' ? envelope.actor : undefined;
    if (actor === undefined || actor === null) {
      if (this.reflector.get<string | undefined>(PUBLIC_SUBJECT, context.getHandler()) !== undefined) return true;
      throw new UnauthorizedException(ACTOR_REFUSED.noActor);
    }
    const subject = rpc.getContext<NatsContext>()?.getSubject?.() ?? '';
    const problem = actorProofProblem(this.key, subject, { ...envelope, actor });
    if (problem) throw new UnauthorizedException(problem);
    return true;
  }
}
