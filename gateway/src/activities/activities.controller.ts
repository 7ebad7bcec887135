import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ACTIVITY_LOG_ROLES, LIMITS, type ActivityDto, type Actor } from '@rtm/contracts';
import { ListActivitiesDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

@Controller('api/activities')
export class ActivitiesController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  /** Newest first; the page is the body and the total is the X-Total-Count header. */
  @Get()
  @Roles(...ACTIVITY_LOG_ROLES)
  async list(
    @Query() query: ListActivitiesDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActivityDto[]> {
    const page = await this.notification.listActivities(
      { limit: query.limit ?? LIMITS.activityPageDefault, offset: query.offset ?? 0 },
      actor,
    );
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }
}
