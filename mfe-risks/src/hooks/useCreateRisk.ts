import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { createRisk } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';
import { useInvalidateRisks } from './useInvalidateRisks';

/** POST /api/risks; on success toast, refresh risk and activity lists, go to /risks. */
export function useCreateRisk() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: createRisk,
    onSuccess: () => {
      toast.success(t('toast.created'), t('toast.createdText'));
      void invalidate();
      navigate('/risks');
    },
    onError: (err) => toast.error(serverMessage(err, t('toast.createFailed'))),
  });
}
