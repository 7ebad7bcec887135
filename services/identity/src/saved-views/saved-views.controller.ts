import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { ListSavedViewsDto, SaveViewDto, SavedViewIdDto } from '@rtm/contracts/validation';
import { SavedViewsService } from './saved-views.service.js';

const S = SUBJECTS.identity;

@Controller()
export class SavedViewsController {
  constructor(@Inject(SavedViewsService) private readonly views: SavedViewsService) {}

  @MessagePattern(S.savedViewsList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListSavedViewsDto): Promise<RpcResponse<typeof S.savedViewsList>> {
    return this.views.list(actor, data);
  }

  @MessagePattern(S.savedViewsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: SaveViewDto): Promise<RpcResponse<typeof S.savedViewsCreate>> {
    return this.views.create(actor, data);
  }

  @MessagePattern(S.savedViewsDelete)
  remove(@RpcActor() actor: Actor | null, @RpcData() data: SavedViewIdDto): Promise<RpcResponse<typeof S.savedViewsDelete>> {
    return this.views.remove(actor, data.id);
  }
}
