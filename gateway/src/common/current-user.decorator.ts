import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor, UserDto } from '@rtm/contracts';

/** The signed-in user, as loaded from identity for this request. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): UserDto => {
  return ctx.switchToHttp().getRequest<Request>().user as UserDto;
});

/** The signed-in user as the `actor` of a NATS request. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const user = ctx.switchToHttp().getRequest<Request>().user as UserDto;
  return { id: user.id, role: user.role };
});
