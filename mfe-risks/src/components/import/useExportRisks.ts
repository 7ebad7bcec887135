import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { downloadFile } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import type { RiskListQuery } from '../../api/riskListQuery';
import { useRisksTranslation } from '../../i18n';
import { riskExportUrl } from './importApi';

/** Downloads the export of the list's current filters as risk-register-<day>.xlsx; a toast when it fails. */
export function useExportRisks() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  return useMutation({
    mutationFn: (query: RiskListQuery) => downloadFile(riskExportUrl(query), `risk-register-${dayjs().format('YYYY-MM-DD')}.xlsx`),
    onError: () => toast.error({ title: t('importUpdate.exportFailed'), description: t('importUpdate.exportFailedText') }),
  });
}
