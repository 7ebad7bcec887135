import { describe, expect, it } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createLogger } from './logger.js';
import { REDACTED } from './log-options.js';

/** A logger writing into an array of parsed lines instead of stdout. */
function capturedLogger(level: 'debug' | 'info' = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('probe', level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe(createLogger.name, () => {
  it('writes one JSON line with time, level name, service, context and message', () => {
    const { logger, lines } = capturedLogger();
    logger.log('Gateway listening', 'Bootstrap');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'probe',
        context: 'Bootstrap',
        msg: 'Gateway listening',
        time: expect.any(String),
      }),
    ]);
    expect(new Date(lines[0].time as string).toISOString()).toBe(lines[0].time);
  });

  it('redacts passwords, secrets, cookies and authorization headers, at the top and nested', () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      {
        msg: 'sign-in failed',
        username: 'alice',
        password: 'hunter2',
        user: { newPassword: 'n3w', currentPassword: 'old', profile: { secret: 's3cret', token: 't0ken' } },
        req: { method: 'POST', headers: { cookie: 'rtm.sid=abc', authorization: 'Basic YWxpY2U6aHVudGVyMg==', accept: 'json' } },
        res: { statusCode: 200, headers: { 'set-cookie': 'rtm.sid=def' } },
        config: { SMTP_PASSWORD: 'smtp', SESSION_SECRET: 'session' },
      },
      'LocalStrategy',
    );
    const [line] = lines;
    expect(line).toMatchObject({
      msg: 'sign-in failed',
      username: 'alice',
      password: REDACTED,
      user: { newPassword: REDACTED, currentPassword: REDACTED, profile: { secret: REDACTED, token: REDACTED } },
      req: { method: 'POST', headers: { cookie: REDACTED, authorization: REDACTED, accept: 'json' } },
      res: { statusCode: 200, headers: { 'set-cookie': REDACTED } },
      config: { SMTP_PASSWORD: REDACTED, SESSION_SECRET: REDACTED },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['hunter2', 'n3w', 'old', 's3cret', 't0ken', 'rtm.sid', 'YWxp', 'smtp', 'session'])
      expect(text).not.toContain(secret);
  });

  it("logs an error with its stack, as Nest's exception handlers pass it", () => {
    const { logger, lines } = capturedLogger();
    logger.error('request failed', 'Error: request failed\n    at handler (app.js:1:1)', 'ExceptionsHandler');
    logger.error(new Error('boom'), 'RpcExceptionFilter');
    expect(lines[0]).toMatchObject({
      level: 'error',
      context: 'ExceptionsHandler',
      msg: 'request failed',
      err: { stack: expect.stringContaining('at handler') },
    });
    expect(lines[1]).toMatchObject({
      level: 'error',
      context: 'RpcExceptionFilter',
      msg: 'boom',
      err: { stack: expect.stringContaining('Error: boom') },
    });
  });

  it('carries the active trace and span ids', () => {
    new NodeTracerProvider().register();
    const { logger, lines } = capturedLogger();
    trace.getTracer('test').startActiveSpan('work', (span) => {
      logger.log('inside', 'Work');
      span.end();
    });
    logger.log('outside', 'Work');
    expect(lines[0]).toMatchObject({ trace_id: expect.stringMatching(/^[0-9a-f]{32}$/), span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });

  it('leaves out what is below the level', () => {
    const { logger, lines } = capturedLogger('info');
    logger.debug('detail', 'Work');
    logger.warn('attention', 'Work');
    expect(lines.map((l) => l.msg)).toEqual(['attention']);
  });
});
