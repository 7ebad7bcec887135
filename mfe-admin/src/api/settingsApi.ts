import type {
  ReportSettingsDto,
  ReviewSettingsDto,
  RiskAppetiteDto,
  EmailTemplateDto,
  EmailTemplateInput,
  EscalationSettingDto,
  SmtpSettingsDto,
  SmtpSettingsInput,
  SmtpTestInput,
  SmtpTestResultDto,
  UpdateEmailTemplateInput,
  UpdateEscalationSettingInput,
} from '@rtm/contracts';
import { api } from '@rtm/frontend/api-client';

/** The settings screen's reads (paths as query keys, SPEC section 7) and writes. */
export const settingsKeys = {
  smtp: ['/api/smtp-settings'] as const,
  templates: ['/api/email-templates'] as const,
  escalation: ['/api/escalation-settings'] as const,
  /** Issue 25. */
  appetite: ['/api/risk-appetite'] as const,
  /** Issue 26. */
  reviews: ['/api/review-settings'] as const,
  reports: ['/api/report-settings'] as const,
};

export const saveSmtpSettings = (input: SmtpSettingsInput) => api.post<SmtpSettingsDto>('/api/smtp-settings', input);
export const testSmtpSettings = (input: SmtpTestInput) => api.post<SmtpTestResultDto>('/api/smtp-settings/test', input);

export const createTemplate = (input: EmailTemplateInput) => api.post<EmailTemplateDto>('/api/email-templates', input);
export const updateTemplate = ({ id, ...input }: UpdateEmailTemplateInput & { id: string }) =>
  api.patch<EmailTemplateDto>(`/api/email-templates/${encodeURIComponent(id)}`, input);
export const deleteTemplate = (id: string) => api.delete<{ id: string }>(`/api/email-templates/${encodeURIComponent(id)}`);

export const updateEscalationSetting = ({ id, ...input }: UpdateEscalationSettingInput & { id: number }) =>
  api.patch<EscalationSettingDto>(`/api/escalation-settings/${id}`, input);

export const saveRiskAppetite = (items: RiskAppetiteDto[]) => api.put<RiskAppetiteDto[]>('/api/risk-appetite', items);

export const saveReviewSettings = (settings: ReviewSettingsDto) => api.put<ReviewSettingsDto>('/api/review-settings', settings);

/** PUT /api/report-settings (issue 29): the organisation's name on the committee packs. */
export const saveReportSettings = (settings: ReportSettingsDto) => api.put<ReportSettingsDto>('/api/report-settings', settings);
