import { HttpException } from '@nestjs/common';
import type { RpcErrorBody } from '@rtm/contracts';

/** An error answered by another service, with the HTTP status it maps to. */
export class RpcError extends HttpException {
  /** Every message the service gave (several for validation errors). */
  readonly messages: string[];

  constructor(body: RpcErrorBody) {
    super({ statusCode: body.status, message: body.message }, body.status);
    this.messages = Array.isArray(body.message) ? body.message : [body.message];
    this.message = this.messages.join('; ');
  }
}

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as RpcErrorBody).status === 'number' && 'message' in value;
}
