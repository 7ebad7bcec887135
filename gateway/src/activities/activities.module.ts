import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller.js';
import { MyActivitiesController } from './my-activities.controller.js';

// The fixed path /mine first, before any /:id of the log.
@Module({ controllers: [MyActivitiesController, ActivitiesController] })
export class ActivitiesModule {}
