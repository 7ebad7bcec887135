import { Module } from '@nestjs/common';
import { ProjectionsModule } from '@rtm/backend/projections';
import { TASK_PROJECTION } from './task.projection.js';

/**
 * The treatment of risks by tasks: the task service's tasks as the risk service keeps them (status and
 * linked risks, durable risk-tasks), which the risk views count as `treatment {done, total}` in their query.
 */
@Module({
  imports: [ProjectionsModule.forFeature([TASK_PROJECTION])],
})
export class TreatmentModule {}
