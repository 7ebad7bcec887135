import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { downloadTemplate } from '../api/riskApi';

/** GET /api/risks/template/download saved as risk_upload_template.xlsx. */
export function useDownloadTemplate() {
  const toast = useToast();
  return useMutation({
    mutationFn: downloadTemplate,
    onSuccess: () => toast.success('Template Downloaded', 'Excel template downloaded successfully'),
    onError: () => toast.error({ title: 'Download Failed', description: 'Failed to download template' }),
  });
}
