import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { ExportActivitiesDto, ListActivitiesDto, SearchActivityUsersDto } from '@rtm/contracts/validation';
import { ActivitiesService } from './activities.service.js';

@Controller()
export class ActivitiesController {
  constructor(@Inject(ActivitiesService) private readonly activities: ActivitiesService) {}

  @MessagePattern(SUBJECTS.notification.activitiesList)
  list(
    @RpcActor() actor: Actor | null,
    @RpcData() data: ListActivitiesDto,
  ): Promise<RpcResponse<typeof SUBJECTS.notification.activitiesList>> {
    return this.activities.list(actor, data);
  }

  @MessagePattern(SUBJECTS.notification.activitiesExport)
  exportBatch(
    @RpcActor() actor: Actor | null,
    @RpcData() data: ExportActivitiesDto,
  ): Promise<RpcResponse<typeof SUBJECTS.notification.activitiesExport>> {
    return this.activities.exportBatch(actor, data);
  }

  @MessagePattern(SUBJECTS.notification.activityUsers)
  users(
    @RpcActor() actor: Actor | null,
    @RpcData() data: SearchActivityUsersDto,
  ): Promise<RpcResponse<typeof SUBJECTS.notification.activityUsers>> {
    return this.activities.searchUsers(actor, data);
  }
}
