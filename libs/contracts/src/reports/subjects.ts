import type { Rpc } from '../common/rpc.js';
import type {
  RenderReportInput,
  ReportFileDto,
  ReportSettingsDto,
  RiskReportData,
  RiskReportDataInput,
  TaskReportData,
  TaskReportDataInput,
} from './api.js';
import type { ListReportSchedulesInput, ReportScheduleDto, ReportScheduleInput, UpdateReportScheduleInput } from './schedules.js';
import type { Page } from '../common/api.js';

/** The committee packs' subjects (issue 29): the notification service asks the risk and task services once each per pack. */
export const REPORT_SUBJECTS = {
  riskData: 'risk.report.data',
  taskData: 'task.report.data',
  render: 'notification.reports.render',
  settingsGet: 'notification.reportSettings.get',
  settingsReplace: 'notification.reportSettings.replace',
  schedulesList: 'notification.reportSchedules.list',
  schedulesCreate: 'notification.reportSchedules.create',
  schedulesUpdate: 'notification.reportSchedules.update',
  schedulesDelete: 'notification.reportSchedules.delete',
} as const;

const S = REPORT_SUBJECTS;

export interface ReportRpc {
  [S.riskData]: Rpc<RiskReportDataInput, RiskReportData>;
  [S.taskData]: Rpc<TaskReportDataInput, TaskReportData>;
  [S.render]: Rpc<RenderReportInput, ReportFileDto>;
  [S.settingsGet]: Rpc<Record<string, never>, ReportSettingsDto>;
  [S.settingsReplace]: Rpc<ReportSettingsDto, ReportSettingsDto>;
  [S.schedulesList]: Rpc<ListReportSchedulesInput, Page<ReportScheduleDto>>;
  [S.schedulesCreate]: Rpc<ReportScheduleInput, ReportScheduleDto>;
  [S.schedulesUpdate]: Rpc<UpdateReportScheduleInput & { id: string }, ReportScheduleDto>;
  [S.schedulesDelete]: Rpc<{ id: string }, { id: string }>;
}
