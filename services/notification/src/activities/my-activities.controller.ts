import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { MyActivitiesDto } from '@rtm/contracts/validation';
import { MyActivitiesService } from './my-activities.service.js';

@Controller()
export class MyActivitiesController {
  constructor(@Inject(MyActivitiesService) private readonly activities: MyActivitiesService) {}

  @MessagePattern(SUBJECTS.notification.activitiesMine)
  mine(
    @RpcActor() actor: Actor | null,
    @RpcData() data: MyActivitiesDto,
  ): Promise<RpcResponse<typeof SUBJECTS.notification.activitiesMine>> {
    return this.activities.list(actor, data ?? {});
  }
}
