import { Module } from '@nestjs/common';
import { ProjectionsModule, USER_PROJECTION } from '@rtm/backend/projections';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityLogConsumer } from './activity-log.consumer.js';
import { MyActivitiesController } from './my-activities.controller.js';
import { MyActivitiesService } from './my-activities.service.js';
import { ActivityRepository } from './activity.repository.js';
import { AttachmentMailsModule } from '../attachments/attachment-mails.js';

/** The activity log (notification.activities.list), fed by every event, with the acting users' names from the user projection. */
@Module({
  imports: [ProjectionsModule.forFeature([USER_PROJECTION]), AttachmentMailsModule],
  controllers: [ActivitiesController, MyActivitiesController],
  providers: [ActivitiesService, ActivityLogConsumer, ActivityRepository, MyActivitiesService],
})
export class ActivitiesModule {}
