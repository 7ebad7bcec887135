import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { languageFromHeader, type Language } from '@rtm/contracts';

/** The language the request asks for in Accept-Language (the front end sends the user's choice); English by default. */
export const RequestLanguage = createParamDecorator((_: unknown, ctx: ExecutionContext): Language =>
  languageFromHeader(ctx.switchToHttp().getRequest<Request>().headers['accept-language']),
);
