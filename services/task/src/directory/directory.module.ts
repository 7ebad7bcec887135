import { Module } from '@nestjs/common';
import { ProjectionsModule, RISK_SUMMARY_PROJECTION, USER_PROJECTION } from '@rtm/backend/projections';
import { TaskReferences } from './references.js';

/**
 * Other slices' facts as the task service keeps them: identity's users (the shared projection, durable
 * task-users) and the risk service's risks (durable task-risks); reference checks against both. The
 * views of the tasks room join the same tables.
 */
@Module({
  imports: [ProjectionsModule.forFeature([USER_PROJECTION, RISK_SUMMARY_PROJECTION])],
  providers: [TaskReferences],
  exports: [TaskReferences],
})
export class DirectoryModule {}
