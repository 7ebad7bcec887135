import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { decideAcceptance, requestAcceptance, withdrawAcceptance } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';
import { useInvalidateRisks } from './useInvalidateRisks';

/** The acceptance's steps (issue 25): each toasts its outcome (the server's reason on a refusal) and refreshes the risk. */
export function useAcceptanceActions() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  const invalidate = useInvalidateRisks();
  const outcome = (done: string) => ({
    onSuccess: () => {
      toast.success(done);
      void invalidate();
    },
    onError: (err: Error) => toast.error(serverMessage(err, t('acceptance.failed'))),
  });
  return {
    request: useMutation({ mutationFn: requestAcceptance, ...outcome(t('acceptance.requested')) }),
    decide: useMutation({ mutationFn: decideAcceptance, ...outcome(t('acceptance.decided')) }),
    withdraw: useMutation({ mutationFn: withdrawAcceptance, ...outcome(t('acceptance.withdrawn')) }),
  };
}
