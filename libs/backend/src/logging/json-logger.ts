import type { LoggerService } from '@nestjs/common';
import { trace } from '@opentelemetry/api';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** One JSON object per line, with the active trace id, so logs and traces join up. */
export class JsonLogger implements LoggerService {
  private readonly min: number;

  constructor(
    private readonly service: string,
    level: Level = 'info',
  ) {
    this.min = LEVELS.indexOf(level);
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    this.write('error', message, context ?? stackOrContext, context ? stackOrContext : undefined);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('debug', message, context);
  }

  private write(level: Level, message: unknown, context?: string, stack?: string) {
    if (LEVELS.indexOf(level) < this.min) return;
    const span = trace.getActiveSpan()?.spanContext();
    const entry = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      context,
      msg: message instanceof Error ? message.message : message,
      stack: message instanceof Error ? message.stack : stack,
      trace_id: span?.traceId,
      span_id: span?.spanId,
    };
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  }
}
