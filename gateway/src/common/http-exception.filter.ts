import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter, type LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERRORS } from '@rtm/contracts';

/** The error body of every non-2xx answer (docs/http-api.md). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: string[];
}

const INTERNAL = 'Something went wrong on our side. Please try again.';

/** body-parser failures (http-errors `type`), which are client mistakes, never 500s. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, message: ERRORS.invalidJson },
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: ERRORS.bodyTooLarge },
  'parameters.too.many': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: ERRORS.bodyTooLarge },
  'request.size.invalid': { status: HttpStatus.BAD_REQUEST, message: 'The request body does not match its Content-Length' },
  'request.aborted': { status: HttpStatus.BAD_REQUEST, message: 'The request was aborted' },
  'encoding.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'The request body encoding is not supported' },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'The request body charset is not supported' },
};

/**
 * Answers every error as `{ statusCode, message, errors? }`: validation messages joined with '; ' in
 * `message` and listed in `errors`. Unexpected errors become a 500 whose details stay in the log.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      const what = `${request.method} ${request.originalUrl} -> ${body.statusCode}`;
      if (body.message === INTERNAL)
        this.logger.error(exception instanceof Error ? exception : String(exception), undefined, `${HttpExceptionFilter.name} ${what}`);
      else this.logger.warn(`${what}: ${body.message}`, HttpExceptionFilter.name);
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(body.statusCode).json(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  // Nest wraps body-parser errors in an HttpException whose cause is the original.
  const type = typeOf(exception) ?? (exception instanceof HttpException ? typeOf(exception.cause) : undefined);
  const bodyError = type ? BODY_ERRORS[type] : undefined;
  if (bodyError) return { statusCode: bodyError.status, message: bodyError.message };

  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    if (Array.isArray(raw)) {
      const errors = [...new Set(raw.map(String))];
      return { statusCode: status, message: errors.join('; '), errors };
    }
    return { statusCode: status, message: typeof raw === 'string' && raw ? raw : exception.message };
  }

  // http-errors from express or its middleware that Nest did not map (status < 500 are client mistakes).
  const status = statusOf(exception);
  if (status && status >= 400 && status < 500) {
    const exposed = (exception as { expose?: boolean }).expose !== false;
    return { statusCode: status, message: exposed ? (exception as Error).message : 'The request could not be processed' };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL };
}

function typeOf(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | null | undefined)?.type;
  return typeof type === 'string' ? type : undefined;
}

function statusOf(error: unknown): number | undefined {
  const e = error as { status?: unknown; statusCode?: unknown } | null | undefined;
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' ? status : undefined;
}
