import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type { Actor, SavedViewDto } from '@rtm/contracts';
import { ListSavedViewsDto, SaveViewDto, SavedViewIdDto } from '@rtm/contracts/validation';
import { CurrentActor } from '../common/current-user.decorator.js';
import { SavedViewsClient } from './saved-views.client.js';

/**
 * /api/saved-views (issue 27): every signed-in person keeps views of the risk and task lists; managers and system admins
 * may share one with everyone. Who may share and delete is decided by the identity service from the actor.
 */
@Controller('api/saved-views')
export class SavedViewsController {
  constructor(@Inject(SavedViewsClient) private readonly views: SavedViewsClient) {}

  /** The person's own views of the list (by name), then the most recent views others shared. */
  @Get()
  list(@Query() query: ListSavedViewsDto, @CurrentActor() actor: Actor): Promise<SavedViewDto[]> {
    return this.views.list({ list: query.list }, actor);
  }

  @Post()
  create(@Body() body: SaveViewDto, @CurrentActor() actor: Actor): Promise<SavedViewDto> {
    return this.views.create(body, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() { id }: SavedViewIdDto, @CurrentActor() actor: Actor): Promise<void> {
    await this.views.remove(id, actor);
  }
}
