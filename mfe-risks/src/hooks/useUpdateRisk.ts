import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { updateRisk } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';
import { useInvalidateRisks } from './useInvalidateRisks';

/** PATCH /api/risks/{id}; on success toast, refresh the lists and the detail (under riskKeys.all), go to the detail page. */
export function useUpdateRisk() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: updateRisk,
    onSuccess: (_risk, { id }) => {
      toast.success(t('toast.updated'), t('toast.updatedText'));
      void invalidate();
      navigate(`/risks/${id}`);
    },
    onError: (err) => toast.error(serverMessage(err, t('toast.updateFailed'))),
  });
}
