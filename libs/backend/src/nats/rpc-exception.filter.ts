import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter, type LoggerService } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { RpcErrorBody } from '@rtm/contracts';

/**
 * Turns anything a message handler throws into `{ status, message }` for the caller.
 * HttpExceptions keep their status and message; anything else is a 500 whose details stay in the log.
 */
@Catch()
export class RpcExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toBody(exception));
  }

  private toBody(exception: unknown): RpcErrorBody {
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const message =
        typeof response === 'string' ? response : ((response as { message?: string | string[] }).message ?? exception.message);
      return { status: exception.getStatus(), message };
    }
    this.logger.error(exception instanceof Error ? exception : String(exception), undefined, RpcExceptionFilter.name);
    return { status: 500, message: 'Something went wrong on our side. Please try again.' };
  }
}
