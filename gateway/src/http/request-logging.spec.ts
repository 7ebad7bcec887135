import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Inject, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Response } from 'express';
import { createLogger, httpLoggerModule, REDACTED, type ServiceLogger } from '@rtm/backend/logging';

const lines: Record<string, unknown>[] = [];
const logger = createLogger('gateway', 'debug', { write: (line: string) => void lines.push(JSON.parse(line)) });

@Controller('api/probe')
class ProbeController {
  constructor(@Inject('LOGGER') private readonly log: ServiceLogger) {}

  @Get()
  probe(@Res({ passthrough: true }) res: Response) {
    this.log.log('handling the probe', 'ProbeController');
    res.cookie('rtm.sid', 'fresh-session-id');
    return { ok: true };
  }
}

@Module({ imports: [httpLoggerModule(logger)], controllers: [ProbeController], providers: [{ provide: 'LOGGER', useValue: logger }] })
class ProbeModule {}

describe('HTTP request logging (nestjs-pino, pino-http)', () => {
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(ProbeModule, { logger });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app.close();
  });

  it('logs a request at debug level with its cookies, authorization and Set-Cookie redacted', async () => {
    lines.length = 0;
    const answer = await fetch(`${base}/api/probe`, {
      headers: { cookie: 'rtm.sid=secret-session-id', authorization: 'Bearer secret-token', 'x-request-note': 'kept' },
    });
    expect(answer.status).toBe(200);
    const handled = lines.find((l) => l.msg === 'handling the probe');
    expect(handled).toMatchObject({ service: 'gateway', context: 'ProbeController', reqId: expect.anything() });
    const request = lines.find((l) => l.msg === 'request completed');
    expect(request).toMatchObject({
      level: 'debug',
      service: 'gateway',
      req: { method: 'GET', url: '/api/probe', headers: { cookie: REDACTED, authorization: REDACTED, 'x-request-note': 'kept' } },
      res: { statusCode: 200, headers: { 'set-cookie': REDACTED } },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['secret-session-id', 'secret-token', 'fresh-session-id']) expect(text).not.toContain(secret);
  });

  it('does not log the health probes', async () => {
    lines.length = 0;
    await fetch(`${base}/api/health`);
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
  });
});
