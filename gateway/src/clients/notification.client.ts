import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import {
  LIMITS,
  SUBJECTS,
  type Actor,
  type ActivityDto,
  type ActivityExportRow,
  type ActivityPage,
  type ActivityFilters,
  type ActivityUserOption,
  type EmailTemplateDto,
  type EmailTemplateInput,
  type EscalationAlertsDto,
  type EscalationSettingDto,
  type ListActivitiesInput,
  type MyActivitiesInput,
  type Page,
  type SmtpSettingsDto,
  type SmtpSettingsInput,
  type SmtpTestInput,
  type SmtpTestResultDto,
  type UpdateEmailTemplateInput,
  type UpdateEscalationSettingInput,
  REPORT_SUBJECTS,
  type RenderReportInput,
  type ReportFileDto,
  type ReportSettingsDto,
  type ListReportSchedulesInput,
  type ReportScheduleDto,
  type ReportScheduleInput,
  type UpdateReportScheduleInput,
} from '@rtm/contracts';

const S = SUBJECTS.notification;

/** The test mail waits for the SMTP server (SMTP_TIMEOUT_MS, at most 10 s) on top of the usual answer time. */
const SMTP_TEST_TIMEOUT_MS = 15_000;

/** A committee pack waits for two services' data and Chromium's printing (issue 29). */
const REPORT_RENDER_TIMEOUT_MS = 60_000;

/** Requests to the notification service, typed by subject (NotificationRpc). */
@Injectable()
export class NotificationClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  /** Makes a committee pack; the PDF is left in the uploads bucket under the answer's object name. */
  renderReport(input: RenderReportInput, actor: Actor): Promise<ReportFileDto> {
    return this.rpc.call(REPORT_SUBJECTS.render, input, actor, REPORT_RENDER_TIMEOUT_MS);
  }

  listReportSchedules(input: ListReportSchedulesInput, actor: Actor): Promise<Page<ReportScheduleDto>> {
    return this.rpc.call(REPORT_SUBJECTS.schedulesList, input, actor);
  }

  createReportSchedule(input: Partial<ReportScheduleInput>, actor: Actor): Promise<ReportScheduleDto> {
    return this.rpc.call(REPORT_SUBJECTS.schedulesCreate, input as ReportScheduleInput, actor);
  }

  updateReportSchedule(id: string, input: UpdateReportScheduleInput, actor: Actor): Promise<ReportScheduleDto> {
    return this.rpc.call(REPORT_SUBJECTS.schedulesUpdate, { ...input, id }, actor);
  }

  deleteReportSchedule(id: string, actor: Actor): Promise<{ id: string }> {
    return this.rpc.call(REPORT_SUBJECTS.schedulesDelete, { id }, actor);
  }

  reportSettings(actor: Actor): Promise<ReportSettingsDto> {
    return this.rpc.call(REPORT_SUBJECTS.settingsGet, {}, actor);
  }

  replaceReportSettings(input: ReportSettingsDto, actor: Actor): Promise<ReportSettingsDto> {
    return this.rpc.call(REPORT_SUBJECTS.settingsReplace, input, actor);
  }

  listActivities(input: ListActivitiesInput, actor: Actor): Promise<ActivityPage> {
    return this.rpc.call(S.activitiesList, input, actor);
  }

  /**
   * The filtered activities for the export, newest first, one batch (one request, far below a bus message's limit)
   * at a time, each after the last row of the one before; the next batch is asked for while this one is written.
   */
  async *activityExportBatches(filters: ActivityFilters, actor: Actor): AsyncGenerator<ActivityExportRow[]> {
    const limit = LIMITS.activityExportBatch;
    const fetch = (cursor: { beforeCreatedAt?: string; beforeId?: string }) => {
      const batch = this.rpc.call(S.activitiesExport, { ...filters, ...cursor, limit }, actor);
      batch.catch(() => undefined); // a reader gone before it is awaited leaves no unhandled rejection; awaiting still throws
      return batch;
    };
    let next = fetch({});
    for (;;) {
      const batch = await next;
      const last = batch[batch.length - 1];
      if (batch.length === limit) next = fetch({ beforeCreatedAt: last.createdAt, beforeId: last.id });
      if (batch.length > 0) yield batch;
      if (batch.length < limit) return;
    }
  }

  searchActivityUsers(search: string | undefined, actor: Actor): Promise<ActivityUserOption[]> {
    return this.rpc.call(S.activityUsers, { search }, actor);
  }

  smtpSettings(actor: Actor): Promise<SmtpSettingsDto> {
    return this.rpc.call(S.smtpGet, {}, actor);
  }

  saveSmtpSettings(input: SmtpSettingsInput, actor: Actor): Promise<SmtpSettingsDto> {
    return this.rpc.call(S.smtpSave, input, actor);
  }

  testSmtpSettings(input: SmtpTestInput, actor: Actor): Promise<SmtpTestResultDto> {
    return this.rpc.call(S.smtpTest, input, actor, SMTP_TEST_TIMEOUT_MS);
  }

  listTemplates(actor: Actor): Promise<EmailTemplateDto[]> {
    return this.rpc.call(S.templatesList, {}, actor);
  }

  createTemplate(input: EmailTemplateInput, actor: Actor): Promise<EmailTemplateDto> {
    return this.rpc.call(S.templatesCreate, input, actor);
  }

  updateTemplate(id: string, input: UpdateEmailTemplateInput, actor: Actor): Promise<EmailTemplateDto> {
    return this.rpc.call(S.templatesUpdate, { ...input, id }, actor);
  }

  deleteTemplate(id: string, actor: Actor): Promise<{ id: string }> {
    return this.rpc.call(S.templatesDelete, { id }, actor);
  }

  listEscalationSettings(actor: Actor): Promise<EscalationSettingDto[]> {
    return this.rpc.call(S.escalationList, {}, actor);
  }

  updateEscalationSetting(id: number, input: UpdateEscalationSettingInput, actor: Actor): Promise<EscalationSettingDto> {
    return this.rpc.call(S.escalationUpdate, { ...input, id }, actor);
  }

  escalationAlerts(actor: Actor): Promise<EscalationAlertsDto> {
    return this.rpc.call(S.alertsGet, {}, actor);
  }

  /** The signed-in user's own activity and that of their tasks and risks (GET /api/activities/mine). */
  myActivities(input: MyActivitiesInput, actor: Actor): Promise<Page<ActivityDto>> {
    return this.rpc.call(S.activitiesMine, input, actor);
  }
}
