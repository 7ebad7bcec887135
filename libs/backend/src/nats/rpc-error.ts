import { HttpException } from '@nestjs/common';
import type { RpcErrorBody } from '@rtm/contracts';

/** An error answered by another service, with the HTTP status it maps to. */
export class RpcError extends HttpException {
  constructor(body: RpcErrorBody) {
    super({ statusCode: body.status, message: body.message }, body.status);
  }
}

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as RpcErrorBody).status === 'number' && 'message' in value;
}
