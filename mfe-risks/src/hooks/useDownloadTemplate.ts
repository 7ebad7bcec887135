import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { downloadTemplate } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';

/** GET /api/risks/template/download saved as risk_upload_template.xlsx. */
export function useDownloadTemplate() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  return useMutation({
    mutationFn: downloadTemplate,
    onSuccess: () => toast.success(t('template.downloaded'), t('template.downloadedText')),
    onError: () => toast.error({ title: t('template.failed'), description: t('template.failedText') }),
  });
}
