import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, RpcEnvelope } from '@rtm/contracts';

/** The `data` part of the request envelope. Use with a ValidationPipe that has validateCustomDecorators. */
export const RpcData = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  return ctx.switchToRpc().getData<RpcEnvelope>()?.data;
});

/** Who asks (null for system calls such as sign-in). */
export const RpcActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor | null => {
  return ctx.switchToRpc().getData<RpcEnvelope>()?.actor ?? null;
});
