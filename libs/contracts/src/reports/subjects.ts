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

/** The committee packs' subjects (issue 29): the notification service asks the risk and task services once each per pack. */
export const REPORT_SUBJECTS = {
  riskData: 'risk.report.data',
  taskData: 'task.report.data',
  render: 'notification.reports.render',
  settingsGet: 'notification.reportSettings.get',
  settingsReplace: 'notification.reportSettings.replace',
} as const;

const S = REPORT_SUBJECTS;

export interface ReportRpc {
  [S.riskData]: Rpc<RiskReportDataInput, RiskReportData>;
  [S.taskData]: Rpc<TaskReportDataInput, TaskReportData>;
  [S.render]: Rpc<RenderReportInput, ReportFileDto>;
  [S.settingsGet]: Rpc<Record<string, never>, ReportSettingsDto>;
  [S.settingsReplace]: Rpc<ReportSettingsDto, ReportSettingsDto>;
}
