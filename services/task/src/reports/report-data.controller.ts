import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { REPORT_LIST_ROWS, REPORT_SUBJECTS, RISK_STATS_ROLES, type Actor, type RpcResponse } from '@rtm/contracts';
import { TaskReportDataDto } from '@rtm/contracts/validation';
import { TaskReportRepository } from './report-data.repository.js';

const S = REPORT_SUBJECTS;

/**
 * task.report.data: the task service's part of a committee pack (issue 29), asked by the notification service once per
 * pack. Whoever may read the register's statistics; which department a manager may ask for is the risk service's rule
 * (the same pack asks it first).
 */
@Controller()
export class TaskReportController {
  constructor(
    @Inject(TaskReportRepository) private readonly reports: TaskReportRepository,
    @Inject(Transactions) private readonly db: Transactions,
  ) {}

  @MessagePattern(S.taskData)
  async data(@RpcActor() actor: Actor | null, @RpcData() data: TaskReportDataDto): Promise<RpcResponse<typeof S.taskData>> {
    requireRole(actor, ...RISK_STATS_ROLES);
    return { overdue: await this.reports.overdue(this.db.sql(), data.asOf, data.departmentId, REPORT_LIST_ROWS) };
  }
}
