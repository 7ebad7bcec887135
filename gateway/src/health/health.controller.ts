import { Controller, Get, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import type { EventStreamState } from '@rtm/backend/events';
import { HealthService, type Health } from './health.service.js';

type HealthBody = Health & { eventStream: EventStreamState; status: 'ok' | 'error'; statusCode?: number; message?: string };

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

  /**
   * 200 when PostgreSQL and NATS answer; 503 (in the error format, plus the same fields) when one does not. The events
   * stream's state is reported beside them (`unavailable` without quorum) but does not make the gateway unready.
   */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthBody> {
    const [result, eventStream] = await Promise.all([this.health.check(), this.health.eventStream()]);
    const down = (Object.keys(result) as (keyof Health)[]).filter((k) => result[k] === 'down');
    if (down.length === 0) return { status: 'ok', ...result, eventStream };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: `Not ready: ${down.map((k) => (k === 'database' ? 'the database' : 'NATS')).join(' and ')} not responding`,
      status: 'error',
      ...result,
      eventStream,
    };
  }
}
