import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type ActivityDto, type ListActivitiesInput, type Page } from '@rtm/contracts';

/** Requests to the notification service, typed by subject (NotificationRpc). */
@Injectable()
export class NotificationClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  listActivities(input: ListActivitiesInput, actor: Actor): Promise<Page<ActivityDto>> {
    return this.rpc.call(SUBJECTS.notification.activitiesList, input, actor);
  }
}
