import { Controller, Get, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { HealthService, type Health } from './health.service.js';

type HealthBody = Health & { status: 'ok' | 'error'; statusCode?: number; message?: string };

@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** Liveness (HEALTH_PATHS.live of @rtm/backend/app): the process answers, whatever its dependencies do. */
  @Public()
  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 when PostgreSQL and NATS answer; 503 (in the error format, plus the same fields) when one does not. */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthBody> {
    const result = await this.health.check();
    const down = (Object.keys(result) as (keyof Health)[]).filter((k) => result[k] === 'down');
    if (down.length === 0) return { status: 'ok', ...result };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: `Not ready: ${down.map((k) => (k === 'database' ? 'the database' : 'NATS')).join(' and ')} not responding`,
      status: 'error',
      ...result,
    };
  }
}
