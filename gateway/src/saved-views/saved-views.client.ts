import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type ListSavedViewsInput, type SaveViewInput, type SavedViewDto } from '@rtm/contracts';

const S = SUBJECTS.identity;

/** Requests to the identity service's saved views, typed by subject (SavedViewRpc). */
@Injectable()
export class SavedViewsClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  list(input: ListSavedViewsInput, actor: Actor): Promise<SavedViewDto[]> {
    return this.rpc.call(S.savedViewsList, input, actor);
  }

  create(input: SaveViewInput, actor: Actor): Promise<SavedViewDto> {
    return this.rpc.call(S.savedViewsCreate, input, actor);
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.rpc.call(S.savedViewsDelete, { id }, actor);
  }
}
