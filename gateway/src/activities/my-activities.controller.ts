import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { LIMITS, type ActivityDto, type Actor } from '@rtm/contracts';
import { MyActivitiesDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';

/**
 * GET /api/activities/mine, open to every signed-in user (the team member's Recent Activity): their own
 * actions and the changes to the tasks and risks they own or are assigned. Newest first; the page is
 * the body and the total is the X-Total-Count header.
 */
@Controller('api/activities/mine')
export class MyActivitiesController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  async list(
    @Query() query: MyActivitiesDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActivityDto[]> {
    const page = await this.notification.myActivities(
      { limit: query.limit ?? LIMITS.activityPageDefault, offset: query.offset ?? 0 },
      actor,
    );
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }
}
