import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter, type LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERRORS, languageFromHeader, type Language } from '@rtm/contracts';
import { translateMessage, translateMessages } from '../i18n/message-translator.js';
import { GATEWAY_MESSAGES } from './gateway-messages.js';

/** The error body of every non-2xx answer (docs/http-api.md). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: string[];
}

const INTERNAL = GATEWAY_MESSAGES.internal;

/** body-parser failures (http-errors `type`), which are client mistakes, never 500s. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, message: ERRORS.invalidJson },
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: ERRORS.bodyTooLarge },
  'parameters.too.many': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: ERRORS.bodyTooLarge },
  'request.size.invalid': { status: HttpStatus.BAD_REQUEST, message: GATEWAY_MESSAGES.bodyLengthMismatch },
  'request.aborted': { status: HttpStatus.BAD_REQUEST, message: GATEWAY_MESSAGES.requestAborted },
  'encoding.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: GATEWAY_MESSAGES.encodingUnsupported },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: GATEWAY_MESSAGES.charsetUnsupported },
};

/**
 * Answers every error as `{ statusCode, message, errors? }`: validation messages joined with '; ' in
 * `message` and listed in `errors`, in the language the request's Accept-Language asks for (English by
 * default; the log keeps English). Unexpected errors become a 500 whose details stay in the log.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    // The browser closed the connection while a file was being sent (a page left mid-load): nobody to answer.
    if ((exception as { code?: unknown } | null)?.code === 'ECONNABORTED') {
      response.end();
      return;
    }
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
    const language = languageFromHeader(request.headers['accept-language']);
    response.setHeader('Content-Language', language);
    response.vary('Accept-Language');
    response.status(body.statusCode).json(localise(body, language));
  }
}

/** The error body in `language`: each message the API knows in its catalogue's words. */
export function localise(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'en') return body;
  return {
    ...body,
    message: translateMessages(body.message, language),
    ...(body.errors ? { errors: body.errors.map((e) => translateMessage(e, language)) } : {}),
  };
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
    return { statusCode: status, message: exposed ? (exception as Error).message : GATEWAY_MESSAGES.notProcessed };
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
