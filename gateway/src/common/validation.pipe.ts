import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { GATEWAY_MESSAGES } from './gateway-messages.js';

/**
 * The one ValidationPipe of the gateway: unknown fields are dropped, DTO classes come back as
 * instances, and each invalid field yields one message (the exception filter joins them).
 */
export class GatewayValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      exceptionFactory: (errors) => new BadRequestException(fieldMessages(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A body declared as a list (PUT /api/risk-appetite) goes to its service as it is, which validates each item.
    if (metadata.type === 'body' && metadata.metatype === Array) return value;
    // A JSON array or scalar where a DTO object is expected would otherwise slip through as is.
    if (
      metadata.type === 'body' &&
      typeof metadata.metatype === 'function' &&
      value != null &&
      (typeof value !== 'object' || Array.isArray(value))
    ) {
      throw new BadRequestException(GATEWAY_MESSAGES.bodyNotObject);
    }
    return super.transform(value, metadata);
  }
}

/**
 * One message per invalid field: the one of the first rule declared on it. Decorators run bottom-up,
 * so class-validator lists a field's failed rules from the last declared to the first; a missing
 * `name` fails IsString, IsNotEmpty and MaxLength, and 'Department name is required' is what helps.
 */
export function fieldMessages(errors: ValidationError[]): string[] {
  const messages: string[] = [];
  const visit = (error: ValidationError) => {
    const failed = Object.values(error.constraints ?? {});
    if (failed.length > 0) messages.push(failed[failed.length - 1]);
    error.children?.forEach(visit);
  };
  errors.forEach(visit);
  return [...new Set(messages)];
}
