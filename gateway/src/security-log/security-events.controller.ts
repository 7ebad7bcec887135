import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { SecurityEventDto } from '@rtm/contracts';
import { ListSecurityEventsDto } from '@rtm/contracts/validation';
import { Roles } from '../common/roles.decorator.js';
import { SecurityLog } from './security-log.js';

@Controller('api/security-events')
export class SecurityEventsController {
  constructor(@Inject(SecurityLog) private readonly log: SecurityLog) {}

  /** Newest first; the page is the body and the total is the X-Total-Count header. */
  @Get()
  @Roles('system_admin')
  async list(@Query() query: ListSecurityEventsDto, @Res({ passthrough: true }) response: Response): Promise<SecurityEventDto[]> {
    const page = await this.log.list(query);
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }
}
