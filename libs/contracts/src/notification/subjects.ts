import type { Page } from '../common/api.js';
import type { Rpc } from '../common/rpc.js';
import type {
  ActivityDto,
  ActivityExportRow,
  ActivityPage,
  EmailTemplateDto,
  EmailTemplateInput,
  EscalationAlertsDto,
  EscalationIdInput,
  EscalationSettingDto,
  ActivityUserOption,
  ExportActivitiesInput,
  ListActivitiesInput,
  MyActivitiesInput,
  SearchActivityUsersInput,
  SmtpSettingsDto,
  SmtpSettingsInput,
  SmtpTestInput,
  SmtpTestResultDto,
  TemplateIdInput,
  UpdateEmailTemplateInput,
  UpdateEscalationSettingInput,
} from './api.js';

/** Request/reply subjects of the notification service (`notification.<aggregate>.<verb>`). */
export const NOTIFICATION_SUBJECTS = {
  activitiesList: 'notification.activities.list',
  activitiesMine: 'notification.activities.mine',
  activitiesExport: 'notification.activities.export',
  activityUsers: 'notification.activities.users',
  smtpGet: 'notification.smtp.get',
  smtpSave: 'notification.smtp.save',
  smtpTest: 'notification.smtp.test',
  templatesList: 'notification.templates.list',
  templatesCreate: 'notification.templates.create',
  templatesUpdate: 'notification.templates.update',
  templatesDelete: 'notification.templates.delete',
  escalationList: 'notification.escalation.list',
  escalationUpdate: 'notification.escalation.update',
  alertsGet: 'notification.alerts.get',
} as const;

const S = NOTIFICATION_SUBJECTS;

/** What each notification subject takes and answers. */
export interface NotificationRpc {
  [S.activitiesList]: Rpc<ListActivitiesInput, ActivityPage>;
  [S.activitiesMine]: Rpc<MyActivitiesInput, Page<ActivityDto>>;
  [S.activitiesExport]: Rpc<ExportActivitiesInput, ActivityExportRow[]>;
  [S.activityUsers]: Rpc<SearchActivityUsersInput, ActivityUserOption[]>;
  [S.smtpGet]: Rpc<Record<string, never>, SmtpSettingsDto>;
  [S.smtpSave]: Rpc<SmtpSettingsInput, SmtpSettingsDto>;
  [S.smtpTest]: Rpc<SmtpTestInput, SmtpTestResultDto>;
  [S.templatesList]: Rpc<Record<string, never>, EmailTemplateDto[]>;
  [S.templatesCreate]: Rpc<EmailTemplateInput, EmailTemplateDto>;
  [S.templatesUpdate]: Rpc<UpdateEmailTemplateInput & TemplateIdInput, EmailTemplateDto>;
  [S.templatesDelete]: Rpc<TemplateIdInput, { id: string }>;
  [S.escalationList]: Rpc<Record<string, never>, EscalationSettingDto[]>;
  [S.escalationUpdate]: Rpc<UpdateEscalationSettingInput & EscalationIdInput, EscalationSettingDto>;
  [S.alertsGet]: Rpc<Record<string, never>, EscalationAlertsDto>;
}
