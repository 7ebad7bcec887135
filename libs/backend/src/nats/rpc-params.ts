import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, RpcEnvelope } from '@rtm/contracts';

/** The `data` part of the request envelope. Use with a ValidationPipe that has validateCustomDecorators. */
export const RpcData = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  return ctx.switchToRpc().getData<RpcEnvelope>()?.data;
});

/** Who asks (null only on the public subjects, such as sign-in: ActorGuard refuses it elsewhere). */
export const RpcActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor | null => {
  return ctx.switchToRpc().getData<RpcEnvelope>()?.actor ?? null;
});
