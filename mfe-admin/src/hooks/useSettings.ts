import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateDto, EscalationSettingDto, RiskAppetiteDto, SmtpSettingsDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import {
  createTemplate,
  deleteTemplate,
  saveRiskAppetite,
  saveSmtpSettings,
  settingsKeys,
  testSmtpSettings,
  updateEscalationSetting,
  updateTemplate,
} from '../api/settingsApi';
import { useAdminTranslation } from '../i18n';
import { useInvalidate } from './useInvalidate';

export const useSmtpSettings = () => useQuery<SmtpSettingsDto>({ queryKey: settingsKeys.smtp });
export const useEmailTemplates = () => useQuery<EmailTemplateDto[]>({ queryKey: settingsKeys.templates });
export const useEscalationSettings = () => useQuery<EscalationSettingDto[]>({ queryKey: settingsKeys.escalation });
export const useRiskAppetite = () => useQuery<RiskAppetiteDto[]>({ queryKey: settingsKeys.appetite });

/** PUT /api/risk-appetite (issue 25): the answer replaces the cached appetite; the risk views read it anew. */
export function useSaveRiskAppetite() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRiskAppetite,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.appetite, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/risks'] });
      toast.success(t('settings.appetite.saved'));
    },
    onError: (error) => toast.error(serverMessage(error, t('settings.appetite.saveFailed'))),
  });
}

export function useSaveSmtpSettings() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmtpSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.smtp, saved);
      toast.success(t('settings.smtp.saved'));
    },
    onError: (error) => toast.error(serverMessage(error, t('settings.smtp.saveFailed'))),
  });
}

/** The test mail's outcome is shown beside the form (the server's answer), not as a toast. */
export const useTestSmtpSettings = () => useMutation({ mutationFn: testSmtpSettings });

export function useCreateTemplate() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => {
      toast.success(t('settings.template.created'));
      void invalidate(settingsKeys.templates);
    },
    onError: (error) => toast.error(serverMessage(error, t('settings.template.createFailed'))),
  });
}

export function useUpdateTemplate() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => {
      toast.success(t('settings.template.updated'));
      void invalidate(settingsKeys.templates);
    },
    onError: (error) => toast.error(serverMessage(error, t('settings.updateFailed'))),
  });
}

export function useDeleteTemplate() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      toast.success(t('settings.template.deleted'));
      void invalidate(settingsKeys.templates);
    },
    onError: () => toast.error(t('settings.deleteFailed')),
  });
}

export function useUpdateEscalationSetting() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEscalationSetting,
    onSuccess: (rule) => {
      queryClient.setQueryData<EscalationSettingDto[]>(settingsKeys.escalation, (rules) =>
        rules?.map((r) => (r.id === rule.id ? rule : r)),
      );
      toast.success(t('settings.escalation.updated'));
    },
    onError: (error) => {
      toast.error(serverMessage(error, t('settings.updateFailed')));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.escalation });
    },
  });
}
