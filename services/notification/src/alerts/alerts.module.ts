import { Module } from '@nestjs/common';
import { ProjectionsModule } from '@rtm/backend/projections';
import { EscalationModule } from '../escalation/escalation.module.js';
import { RISK_PROJECTION, TASK_PROJECTION } from './alert.projections.js';
import { EscalationAlertsController } from './escalation-alerts.controller.js';
import { EscalationAlertsService } from './escalation-alerts.service.js';

/** Escalation alerts (notification.alerts.get) from the projections of tasks and risks this room feeds. */
@Module({
  imports: [EscalationModule, ProjectionsModule.forFeature([TASK_PROJECTION, RISK_PROJECTION])],
  controllers: [EscalationAlertsController],
  providers: [EscalationAlertsService],
})
export class AlertsModule {}
